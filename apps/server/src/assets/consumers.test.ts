import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp';
import type { NewSavedAsset } from './savedAsset';

const CARD = {
  type: 'CARD',
  details: {
    holder: 'Ada',
    firstDigits: '424242',
    lastDigits: '4242',
    brand: 'VISA',
    expiryMonth: 12,
    expiryYear: 2099,
    qualified: true,
    issuingCountryCode: 'DE',
    authenticationStatus: 'Auth3ds2',
    gatewayCardToken: 'ct_frictionless_consumers',
  },
} as NewSavedAsset;

const call = (t: TestApp, method: 'GET' | 'DELETE', url: string, key = t.apiKey) =>
  t.inject({ method, url, headers: { authorization: `Bearer ${key}` } });

const saveCard = (t: TestApp, consumerReference: string, merchantId = t.merchant.id) =>
  t.services.assets.insert({ merchantId, consumerReference }, CARD);

async function paidWith(t: TestApp, assetId: string, at: string) {
  const { uuid } = await t.createLink();
  await t.services.transactions.insert({
    id: `tx_consumers${assetId}`,
    linkUuid: uuid,
    merchantId: t.merchant.id,
    paymentMethod: 'CARD',
    status: 'COMPLETED',
    amount: 1999,
    currency: 'EUR',
    gatewayPaymentId: null,
    assetId,
    details: null,
    refusalReason: null,
    termsAcceptance: null,
    createdAt: at,
    updatedAt: at,
  });
}

describe('merchant API: GET /api/v1/consumers', () => {
  it('lists consumers named on links or holding saved assets, with counts and last use', async () => {
    const t = await startTestApp();
    await t.createLink({ consumerReference: 'carol' });
    await t.createLink({ consumerReference: 'carol' });
    const aliceCard = await saveCard(t, 'alice');
    const deleted = await saveCard(t, 'alice');
    await t.services.assets.softDelete(
      { merchantId: t.merchant.id, consumerReference: 'alice' },
      deleted,
      'CARD',
    );
    await saveCard(t, 'alice');
    const bobCard = await saveCard(t, 'bob');
    await paidWith(t, aliceCard, '2026-05-01T10:00:00.000Z');
    await t.services.charges.insert({
      id: 'ch_consumers1',
      merchantId: t.merchant.id,
      consumerReference: 'alice',
      assetId: aliceCard,
      assetType: 'CARD',
      paymentMethod: 'CARD',
      amount: 500,
      currency: 'EUR',
      description: 'Monthly box',
      merchantReference: null,
      capture: 'AUTOMATIC',
      status: 'COMPLETED',
      capturedAmount: 500,
      refusalReason: null,
      details: null,
      gatewayPaymentId: null,
      createdAt: '2026-06-01T10:00:00.000Z',
      updatedAt: '2026-06-01T10:00:00.000Z',
      idempotencyKey: 'consumers-charge',
    });
    await paidWith(t, bobCard, '2026-04-01T10:00:00.000Z');
    // Another merchant's consumers, even of the same reference, are not this merchant's.
    await saveCard(t, 'dave', t.otherMerchant.id);
    await saveCard(t, 'alice', t.otherMerchant.id);

    const response = await call(t, 'GET', '/api/v1/consumers');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      consumers: [
        { consumerReference: 'alice', assetCount: 2, lastUsedAt: '2026-06-01T10:00:00.000Z' },
        { consumerReference: 'bob', assetCount: 1, lastUsedAt: '2026-04-01T10:00:00.000Z' },
        { consumerReference: 'carol', assetCount: 0, lastUsedAt: null },
      ],
      nextCursor: null,
    });
  });

  it('searches part of the reference ignoring case, and pages with a cursor', async () => {
    const t = await startTestApp();
    for (const reference of ['Cust-01', 'cust-02', 'cust-03', 'other', 'cust_x']) {
      await saveCard(t, reference);
    }
    const found = (await call(t, 'GET', '/api/v1/consumers?q=CUST-')).json();
    expect(found.consumers.map((c: { consumerReference: string }) => c.consumerReference)).toEqual([
      'Cust-01',
      'cust-02',
      'cust-03',
    ]);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/v1/consumers?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page: { consumers: { consumerReference: string }[]; nextCursor: string | null } = (
        await call(t, 'GET', url)
      ).json();
      seen.push(...page.consumers.map((c) => c.consumerReference));
      cursor = page.nextCursor;
      // A consumer who appears meanwhile before the cursor does not move the pages to come.
      if (seen.length === 2) await saveCard(t, 'A-first');
    } while (cursor);
    expect(seen).toEqual(['Cust-01', 'cust-02', 'cust-03', 'cust_x', 'other']);
    const bad = await call(t, 'GET', '/api/v1/consumers?cursor=____');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('querystring.cursor');
  });
});

describe('merchant API: DELETE /api/v1/consumers/{consumerReference}/assets/{assetId}', () => {
  it('deletes the consumer’s saved asset once; another’s answers 404', async () => {
    const t = await startTestApp();
    const mine = await saveCard(t, 'alice');
    const theirs = await saveCard(t, 'alice', t.otherMerchant.id);
    const url = (reference: string, assetId: string) =>
      `/api/v1/consumers/${reference}/assets/${assetId}`;

    expect((await call(t, 'DELETE', url('bob', mine))).statusCode).toBe(404);
    const foreign = await call(t, 'DELETE', url('alice', theirs));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      errorCode: 'ASSET_NOT_FOUND',
      fields: [{ field: 'params.assetId' }],
    });

    expect((await call(t, 'DELETE', url('alice', mine))).statusCode).toBe(204);
    const assets = await call(t, 'GET', '/api/v1/consumers/alice/assets');
    expect(JSON.stringify(assets.json())).not.toContain(mine);
    expect((await call(t, 'DELETE', url('alice', mine))).statusCode).toBe(404);
    const owner = { merchantId: t.otherMerchant.id, consumerReference: 'alice' };
    expect(await t.services.assets.isOwnedBy(owner, theirs, 'CARD')).toBe(true);
  });
});
