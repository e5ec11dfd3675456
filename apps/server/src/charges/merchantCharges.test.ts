import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import {
  auth,
  charge,
  CONSUMER,
  newKey,
  startChargeApp,
  webhookTypes,
} from '../testing/chargeHelpers';

describe('merchant API: GET /api/v1/consumers/{consumerReference}/assets', () => {
  it("lists the consumer's saved assets by kind, never a gateway token or mandate id", async () => {
    const { t, assets } = await startChargeApp();
    const response = await t.inject({
      method: 'GET',
      url: `/api/v1/consumers/${CONSUMER}/assets`,
      headers: auth(t.apiKey),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.consumerReference).toBe(CONSUMER);
    // Both saved in the same instant: their order between them is not the point here.
    expect(body.card.map((c: { id: string }) => c.id).sort()).toEqual(
      [assets.card, assets.refusedCard].sort(),
    );
    expect(body.sepaDirectDebit).toEqual([
      expect.objectContaining({ id: assets.sepa, iban: 'DE****************3000' }),
    ]);
    expect(body.paypal).toEqual([
      expect.objectContaining({ id: assets.paypal, billingAgreementId: 'B-DEMO0001' }),
    ]);
    expect(response.body).not.toMatch(/ct_|md_sandbox|gatewayCardToken|gatewayMandateId/);
  });

  it("shows another merchant nothing of this merchant's consumer, and needs a key", async () => {
    const { t } = await startChargeApp();
    const other = await t.inject({
      method: 'GET',
      url: `/api/v1/consumers/${CONSUMER}/assets`,
      headers: auth(t.otherApiKey),
    });
    expect(other.json()).toEqual({
      consumerReference: CONSUMER,
      card: [],
      sepaDirectDebit: [],
      paypal: [],
    });
    const anonymous = await t.inject({
      method: 'GET',
      url: `/api/v1/consumers/${CONSUMER}/assets`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().fields[0].field).toBe('headers.authorization');
  });

  it('refuses a consumer reference over 128 characters with its field', async () => {
    const { t } = await startChargeApp();
    const response = await t.inject({
      method: 'GET',
      url: `/api/v1/consumers/${'x'.repeat(129)}/assets`,
      headers: auth(t.apiKey),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('params.consumerReference');
  });
});

describe('merchant API: POST /api/v1/charges', () => {
  it('charges a saved card off-session: completed at once, no 3-D Secure, a webhook', async () => {
    const { t, fake, assets } = await startChargeApp();
    const response = await charge(t, { assetId: assets.card, merchantReference: 'sub-7/2026-05' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      consumerReference: CONSUMER,
      assetId: assets.card,
      assetType: 'CARD',
      paymentMethod: 'CARD',
      amount: 990,
      currency: 'EUR',
      description: 'Subscription, May',
      merchantReference: 'sub-7/2026-05',
      capture: 'AUTOMATIC',
      status: 'COMPLETED',
      capturedAmount: 990,
      refundedAmount: 0,
      refusalReason: null,
    });
    expect(body.id).toMatch(/^ch_/);
    expect(fake.calls.payments).toEqual([
      expect.objectContaining({
        reference: body.id,
        amount: 990,
        method: 'CARD',
        card: {
          cardToken: 'ct_frictionless_saved01',
          transactionType: 'preauthAndCapture',
          initiator: 'MERCHANT',
        },
      }),
    ]);
    expect(await webhookTypes(t)).toEqual(['charge.succeeded']);
    const read = await t.inject({
      method: 'GET',
      url: `/api/v1/charges/${body.id}`,
      headers: auth(t.apiKey),
    });
    expect(read.json()).toEqual(body);
  });

  it('answers a refused card 201 REFUSED with the reason, and tells the merchant', async () => {
    const { t, assets } = await startChargeApp();
    const response = await charge(t, { assetId: assets.refusedCard });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'REFUSED', capturedAmount: 0 });
    expect(await webhookTypes(t)).toEqual(['charge.refused']);
  });

  it('charges a saved PayPal account, and a refused agreement is REFUSED', async () => {
    const { t, fake, assets } = await startChargeApp();
    const paid = await charge(t, { assetId: assets.paypal });
    expect(paid.json()).toMatchObject({ paymentMethod: 'PAYPAL', status: 'COMPLETED' });
    expect(fake.calls.payments[0]?.details).toEqual({
      billingAgreementId: 'B-DEMO0001',
      transactionType: 'preauthAndCapture',
    });
    const refusing = await t.services.assets.insert(
      { merchantId: t.merchant.id, consumerReference: CONSUMER },
      {
        type: 'PAYPAL',
        details: {
          billingAgreementId: 'B-REFUSED0001',
          customerAccountId: 'SBXREFUSED01',
          payerEmail: 'refused@paypal.sandbox.example',
        },
      },
    );
    const refused = await charge(t, { assetId: refusing });
    expect(refused.json()).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'INSTRUMENT_DECLINED',
    });
  });

  it('debits a saved SEPA mandate: PENDING (merchant told), euro only, never reserved', async () => {
    const { t, fake, assets } = await startChargeApp();
    const pending = await charge(t, { assetId: assets.sepa });
    expect(pending.statusCode).toBe(201);
    expect(pending.json()).toMatchObject({
      paymentMethod: 'SEPA_DD',
      status: 'PENDING',
      details: { mandateReference: 'MNDT-DEMO-0001' },
    });
    expect(fake.calls.payments[0]?.details).toEqual({ mandateId: 'md_sandbox_demo_0001' });
    expect(await webhookTypes(t)).toEqual(['charge.pending']);

    const wrong = await charge(t, { assetId: assets.sepa, currency: 'SGD', capture: 'MANUAL' });
    expect(wrong.statusCode).toBe(400);
    expect(
      wrong
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['body.capture', 'body.currency']);
    expect(fake.calls.createPayment).toBe(1);
  });

  it('needs an Idempotency-Key: 400 naming the header, and nothing charged', async () => {
    const { t, fake, assets } = await startChargeApp();
    const response = await charge(t, { assetId: assets.card }, null);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { field: `headers.${IDEMPOTENCY_HEADER}`, message: expect.any(String) },
    ]);
    expect(fake.calls.createPayment).toBe(0);
  });

  it('reports every failing field of a bad body with 400', async () => {
    const { t, fake } = await startChargeApp();
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/charges',
      headers: { ...auth(t.apiKey), [IDEMPOTENCY_HEADER]: newKey() },
      payload: {
        consumerReference: '',
        assetId: 'card-1',
        amount: 0,
        currency: 'USD',
        capture: 'LATER',
        surprise: 1,
      },
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields.map((f: { field: string }) => f.field);
    for (const field of [
      'body.consumerReference',
      'body.assetId',
      'body.amount',
      'body.currency',
      'body.description',
      'body.capture',
      'body.surprise',
    ]) {
      expect(fields).toContain(field);
    }
    expect(fake.calls.createPayment).toBe(0);
  });

  it("answers 404 for another merchant's asset, another consumer's, and a deleted one", async () => {
    const { t, fake, assets } = await startChargeApp();
    const otherMerchant = await charge(t, { assetId: assets.card }, newKey(), t.otherApiKey);
    expect(otherMerchant.statusCode).toBe(404);
    expect(otherMerchant.json()).toMatchObject({
      errorCode: 'ASSET_NOT_FOUND',
      fields: [{ field: 'body.assetId' }],
    });
    const otherConsumer = await charge(t, { assetId: assets.card, consumerReference: 'cust-9' });
    expect(otherConsumer.statusCode).toBe(404);
    const owner = { merchantId: t.merchant.id, consumerReference: CONSUMER };
    await t.services.assets.softDelete(owner, assets.card, 'CARD');
    const deleted = await charge(t, { assetId: assets.card });
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().errorCode).toBe('ASSET_NOT_FOUND');
    expect(fake.calls.createPayment).toBe(0);
  });

  it('answers 502 when the provider does not answer, and the retry with the key finishes the same charge', async () => {
    const { t, fake, assets } = await startChargeApp();
    const owner = { merchantId: t.merchant.id, consumerReference: CONSUMER };
    const offline = await t.services.assets.insert(owner, {
      type: 'CARD',
      details: {
        holder: 'Alex Example',
        firstDigits: '424242',
        lastDigits: '4242',
        brand: 'VISA',
        expiryMonth: 12,
        expiryYear: 2099,
        qualified: true,
        issuingCountryCode: 'DE',
        authenticationStatus: 'Auth3ds2',
        gatewayCardToken: 'ct_offline_saved0001',
      },
    });
    const key = newKey();
    const first = await charge(t, { assetId: offline }, key);
    expect(first.statusCode).toBe(502);
    expect(first.json().errorCode).toBe('GATEWAY_UNAVAILABLE');
    const again = await charge(t, { assetId: offline }, key);
    expect(again.statusCode).toBe(502);
    const rows = await t.db.selectFrom('charges').select('id').execute();
    expect(rows).toHaveLength(1);
    expect(fake.calls.payments.map((p) => p.reference)).toEqual([rows[0]?.id, rows[0]?.id]);
    expect(assets.card).not.toBe(offline);
  });
});

describe('merchant API charges in the OpenAPI document', () => {
  it('lists every charge route with its request, answer and error schemas', async () => {
    const { t } = await startChargeApp();
    const document = (await t.inject({ method: 'GET', url: '/docs/json' })).json();
    const expected: [string, string, string[]][] = [
      ['/api/v1/consumers/{consumerReference}/assets', 'get', ['200', '400', '401']],
      ['/api/v1/charges', 'post', ['201', '400', '404', '409', '422', '502']],
      ['/api/v1/charges/{chargeId}', 'get', ['200', '404']],
      ['/api/v1/charges/{chargeId}/capture', 'post', ['200', '409', '422']],
      ['/api/v1/charges/{chargeId}/void', 'post', ['200', '409']],
      ['/api/v1/charges/{chargeId}/refunds', 'post', ['201', '409', '422']],
      ['/api/v1/charges/{chargeId}/refunds', 'get', ['200', '404']],
    ];
    for (const [path, verb, statuses] of expected) {
      const operation = document.paths[path]?.[verb];
      expect(operation, `${verb} ${path}`).toBeDefined();
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(statuses));
      if (verb === 'post') {
        expect(operation.parameters.map((p: { name: string }) => p.name)).toContain(
          IDEMPOTENCY_HEADER,
        );
      }
    }
  });
});
