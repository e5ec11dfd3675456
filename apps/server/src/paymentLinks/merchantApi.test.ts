import { describe, expect, it } from 'vitest';
import { insertPendingTransaction, startTestApp } from '../testing/testApp';

const auth = (key: string) => ({ authorization: `Bearer ${key}` });

describe('merchant API: POST /api/v1/payment-links', () => {
  it('creates a VALID link with a v4 uuid, its shopper url and every field echoed', async () => {
    const t = await startTestApp();
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/payment-links',
      headers: auth(t.apiKey),
      payload: {
        amount: 1999,
        currency: 'EUR',
        locale: 'de_AT',
        returnUrl: 'https://shop.example/thanks',
        paymentMethods: ['CARD', 'SEPA_DD'],
        description: 'Order 7',
        consumerReference: 'c-1',
        paymentSettings: {
          card: { transactionType: 'zeroAuth' },
          sepa: { mandateScheme: 'SEPADD_B2B' },
        },
      },
    });
    expect(response.statusCode).toBe(201);
    const link = response.json();
    expect(link.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(link).toMatchObject({
      status: 'VALID',
      amount: 1999,
      currency: 'EUR',
      locale: 'de_AT',
      merchantName: 'Test Shop',
      merchantId: t.merchant.id,
      paymentMethods: ['CARD', 'SEPA_DD'],
      // No APP_ORIGIN: the origin the merchant API was asked at (inject's Host is localhost:80).
      url: `http://localhost/uuid/${link.uuid}`,
      transactions: [],
      returnUrlTimer: 0,
      skipLandingPage: false,
      paymentSettings: {
        card: { transactionType: 'zeroAuth' },
        sepa: { mandateScheme: 'SEPADD_B2B' },
      },
    });
    expect(Date.parse(link.dateCreated)).not.toBeNaN();
  });

  it('reports every failing field with 400', async () => {
    const t = await startTestApp();
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/payment-links',
      headers: auth(t.apiKey),
      payload: {
        amount: 19.99,
        currency: 'USD',
        paymentMethods: ['CARD', 'BITCOIN'],
        returnUrl: 'javascript:alert(1)',
        locale: 'english',
        returnUrlTimer: -1,
        surprise: true,
      },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errorCode).toBe('VALIDATION_FAILED');
    const fields = body.fields.map((f: { field: string }) => f.field);
    for (const field of [
      'body.amount',
      'body.currency',
      'body.paymentMethods.1',
      'body.returnUrl',
      'body.locale',
      'body.returnUrlTimer',
      'body.surprise',
    ]) {
      expect(fields).toContain(field);
    }
  });

  it('refuses a missing body field, a past expiry and methods the account cannot take', async () => {
    const t = await startTestApp();
    const missing = await t.inject({
      method: 'POST',
      url: '/api/v1/payment-links',
      headers: auth(t.apiKey),
      payload: { currency: 'EUR', paymentMethods: ['CARD'] },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toContainEqual(expect.objectContaining({ field: 'body.amount' }));

    const rules = await t.inject({
      method: 'POST',
      url: '/api/v1/payment-links',
      headers: auth(t.otherApiKey),
      payload: {
        amount: 100,
        currency: 'EUR',
        paymentMethods: ['PAYPAL', 'SEPA_DD'],
        expirationDate: '2001-01-01T00:00:00Z',
      },
    });
    expect(rules.statusCode).toBe(400);
    expect(
      rules
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['body.expirationDate', 'body.paymentMethods', 'body.paymentMethods']);
  });

  it('answers 401 without a key or with a wrong one, before looking at the body', async () => {
    const t = await startTestApp();
    for (const headers of [
      {},
      auth('pp_sk_wrongwrongwrongwrong'),
      { authorization: 'Basic abc' },
    ]) {
      const response = await t.inject({
        method: 'POST',
        url: '/api/v1/payment-links',
        headers,
        payload: { nonsense: true },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().errorCode).toBe('UNAUTHORIZED');
    }
  });

  it('answers 400 for malformed JSON, 415 for another content type, 413 for an oversized body', async () => {
    const t = await startTestApp();
    const base = { method: 'POST' as const, url: '/api/v1/payment-links' };
    const malformed = await t.inject({
      ...base,
      headers: { ...auth(t.apiKey), 'content-type': 'application/json' },
      payload: '{"amount": 12,',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errorCode).toBe('VALIDATION_FAILED');

    const text = await t.inject({
      ...base,
      headers: { ...auth(t.apiKey), 'content-type': 'text/plain' },
      payload: 'amount=12',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().errorCode).toBe('UNSUPPORTED_MEDIA_TYPE');

    const huge = await t.inject({
      ...base,
      headers: auth(t.apiKey),
      payload: {
        amount: 1,
        currency: 'EUR',
        paymentMethods: ['CARD'],
        description: 'x'.repeat(70_000),
      },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errorCode).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('merchant API: reading and invalidating links', () => {
  it('shows a link with its transactions, and hides it from another merchant', async () => {
    const t = await startTestApp();
    const { uuid } = await t.createLink();
    await insertPendingTransaction(t, uuid, { id: 'tx_test1', gatewayPaymentId: 'gp_test00001' });
    const own = await t.inject({
      method: 'GET',
      url: `/api/v1/payment-links/${uuid}`,
      headers: auth(t.apiKey),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().transactions).toEqual([
      expect.objectContaining({
        id: 'tx_test1',
        status: 'PENDING',
        paymentMethod: 'CARD',
        amount: 1999,
      }),
    ]);
    expect(own.json().transactions[0]).not.toHaveProperty('linkUuid');

    const other = await t.inject({
      method: 'GET',
      url: `/api/v1/payment-links/${uuid}`,
      headers: auth(t.otherApiKey),
    });
    expect(other.statusCode).toBe(404);
    const invalidateOther = await t.inject({
      method: 'POST',
      url: `/api/v1/payment-links/${uuid}/invalidate`,
      headers: auth(t.otherApiKey),
    });
    expect(invalidateOther.statusCode).toBe(404);
    const malformed = await t.inject({
      method: 'GET',
      url: '/api/v1/payment-links/not-a-uuid',
      headers: auth(t.apiKey),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields[0].field).toBe('params.uuid');
  });

  it('invalidates a VALID link once, repeats harmlessly, and refuses a consumed one with 409', async () => {
    const t = await startTestApp();
    const { uuid } = await t.createLink();
    const url = `/api/v1/payment-links/${uuid}/invalidate`;
    const first = await t.inject({ method: 'POST', url, headers: auth(t.apiKey) });
    expect(first.statusCode).toBe(200);
    expect(first.json().status).toBe('INVALIDATED');
    const again = await t.inject({ method: 'POST', url, headers: auth(t.apiKey) });
    expect(again.json().status).toBe('INVALIDATED');

    const paid = await t.createLink();
    await t.services.linkStates.move(paid.uuid, 'VALID', 'PROCESSING_PAYMENT');
    await t.services.linkStates.move(paid.uuid, 'PROCESSING_PAYMENT', 'CONSUMED');
    const refused = await t.inject({
      method: 'POST',
      url: `/api/v1/payment-links/${paid.uuid}/invalidate`,
      headers: auth(t.apiKey),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('PAYMENT_LINK_CONSUMED');
  });
});
