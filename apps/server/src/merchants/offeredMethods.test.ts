import { describe, expect, it } from 'vitest';
import { consoleSession, consoleUrl } from '../testing/consoleHelpers';
import { startTestApp } from '../testing/testApp';
import { settingChangesRepository } from './settingChangesRepository';

const OPERATOR_KEY = 'operator-key-for-tests-0123456789';

async function appWithOperator() {
  const t = await startTestApp({ operatorApiKey: OPERATOR_KEY });
  const operator = (payload: object) =>
    t.inject({
      method: 'PATCH',
      url: `/api/operator/v1/merchants/${t.merchant.id}`,
      headers: { authorization: `Bearer ${OPERATOR_KEY}` },
      payload,
    });
  const merchant = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
    t.inject({
      method,
      url,
      headers: { authorization: `Bearer ${t.apiKey}` },
      ...(payload ? { payload } : {}),
    });
  return { t, operator, merchant };
}

const fieldsOf = (answer: { json(): { fields?: { field: string }[] } }) =>
  answer.json().fields?.map((f) => f.field);

describe('the methods a merchant may offer', () => {
  it('are set by the operator (audited), shown to the merchant and its console, never set by it', async () => {
    const { t, operator, merchant } = await appWithOperator();
    expect((await merchant('GET', '/api/v1/settings')).json().offeredMethods).toBeNull();

    const set = await operator({ offeredMethods: ['CARD', 'SEPA_DD', 'IDEAL'] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().offeredMethods).toEqual(['CARD', 'SEPA_DD', 'IDEAL']);
    const log = await settingChangesRepository(t.db).listForMerchant(t.merchant.id);
    expect(log).toEqual([
      expect.objectContaining({
        field: 'offeredMethods',
        oldValue: null,
        newValue: ['CARD', 'SEPA_DD', 'IDEAL'],
      }),
    ]);
    expect((await merchant('GET', '/api/v1/settings')).json().offeredMethods).toEqual([
      'CARD',
      'SEPA_DD',
      'IDEAL',
    ]);
    const admin = await consoleSession(t, 'support');
    const session = await admin.call({ method: 'GET', url: consoleUrl('/session') });
    expect(session.json().merchant.offeredMethods).toEqual(['CARD', 'SEPA_DD', 'IDEAL']);

    // Read-only for the merchant: the page settings' PATCH does not know the field.
    const own = await merchant('PATCH', '/api/v1/settings', { offeredMethods: null });
    expect(own.statusCode).toBe(400);
    expect(fieldsOf(own)?.join(' ')).toContain('offeredMethods');

    for (const bad of [[], ['CARD', 'CARD'], ['BITCOIN']]) {
      const refused = await operator({ offeredMethods: bad });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(fieldsOf(refused)?.[0], JSON.stringify(bad)).toMatch(/^body\.offeredMethods/);
    }
  });

  it('bound the links the merchant API creates, naming each method refused', async () => {
    const { operator, merchant } = await appWithOperator();
    await operator({ offeredMethods: ['CARD', 'SEPA_DD'] });
    const refused = await merchant('POST', '/api/v1/payment-links', {
      amount: 1999,
      currency: 'EUR',
      paymentMethods: ['CARD', 'PAYPAL', 'SEPA_DD', 'IDEAL'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    expect(fieldsOf(refused)).toEqual(['body.paymentMethods.1', 'body.paymentMethods.3']);

    const offered = await merchant('POST', '/api/v1/payment-links', {
      amount: 1999,
      currency: 'EUR',
      paymentMethods: ['SEPA_DD', 'CARD'],
    });
    expect(offered.statusCode, offered.body).toBe(201);

    // Null gives every method back.
    expect((await operator({ offeredMethods: null })).json().offeredMethods).toBeNull();
    const again = await merchant('POST', '/api/v1/payment-links', {
      amount: 1999,
      currency: 'EUR',
      paymentMethods: ['PAYPAL', 'IDEAL'],
    });
    expect(again.statusCode, again.body).toBe(201);
  });
});
