import { describe, expect, it } from 'vitest';
import type { GatewayPaymentStatus, GatewayWebhook } from '@paypage/contract/gatewayApi';
import { SANDBOX_MANDATE } from '@paypage/contract/methods/sepaSandbox';
import { SIGNATURE_HEADER, signWebhook } from '@paypage/contract/webhookSignature';
import { DEMO_CONSUMER, DEMO_MERCHANT_ID } from '../../demo/demoLinks';
import { seedDemo } from '../../demo/seedDemo';
import { REPLAYED_HEADER } from '../../idempotency/idempotentRoutes';
import {
  linkWithMandate,
  newKey,
  postTransaction,
  REJECTED_MANDATE_IBAN,
  sepaApp,
  sepaLinkBody,
} from '../../testing/sepaHelpers';
import { accepted, WEBHOOK_SECRET, type TestApp } from '../../testing/testApp';

const merchantView = async (t: TestApp, uuid: string) =>
  (
    await t.inject({
      url: `/api/v1/payment-links/${uuid}`,
      headers: { authorization: `Bearer ${t.apiKey}` },
    })
  ).json();

/** What the merchant was told, in order: [status of the transaction, link status]. */
async function toldMerchant(t: TestApp) {
  const rows = await t.services.merchantWebhooks.listForMerchant(t.merchant.id);
  return rows
    .map((row) => JSON.parse(row.body))
    .filter((event) => event.type === 'transaction.updated')
    .map((event) => [event.data.transaction.status, event.data.status, event.data.transaction]);
}

async function withMerchantWebhook(t: TestApp) {
  await t.db
    .updateTable('merchants')
    .set({ webhook_url: 'https://shop.example/hooks', webhook_secret: 'merchant-secret-0001' })
    .where('id', '=', t.merchant.id)
    .execute();
}

/** The gateway's signed word on a debit, as its webhook delivers it. */
function gatewaySays(
  t: TestApp,
  txId: string,
  paymentId: string,
  status: GatewayPaymentStatus,
  refusalReason?: string,
) {
  const body: GatewayWebhook = {
    id: `evt_${paymentId.slice(3)}${status}`,
    type: 'payment.updated',
    createdAt: new Date().toISOString(),
    data: {
      id: paymentId,
      reference: txId,
      status,
      method: 'SEPA_DD',
      amount: 1999,
      currency: 'EUR',
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      details: { mandateReference: 'MNDT-TEST00000001' },
      ...(refusalReason ? { refusalReason } : {}),
    },
  };
  const raw = JSON.stringify(body);
  return t.inject({
    method: 'POST',
    url: '/webhooks/gateway',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signWebhook(WEBHOOK_SECRET, raw, Math.floor(Date.now() / 1000)),
    },
    payload: raw,
  });
}

describe('POST /public/sepa/merchant/{merchantId}/transaction', () => {
  it('debits the mandate given on the link: PENDING, and the merchant hears of it at once', async () => {
    const { t, fake } = await sepaApp();
    await withMerchantWebhook(t);
    const { uuid, mandate } = await linkWithMandate(t);
    const response = await postTransaction(t, uuid, mandate.uuid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      transactionId: expect.stringMatching(/^tx_/),
      status: 'PENDING',
      sepaMandateReference: mandate.sepaMandateReference,
      dueDate: '2026-11-25',
    });
    expect(fake.calls.payments).toMatchObject([
      {
        method: 'SEPA_DD',
        amount: 1999,
        currency: 'EUR',
        details: { mandateId: 'md_test00000001' },
      },
    ]);
    const view = await merchantView(t, uuid);
    expect(view.status).toBe('PROCESSING_PAYMENT');
    expect(await toldMerchant(t)).toEqual([
      [
        'PENDING',
        'PROCESSING_PAYMENT',
        expect.objectContaining({
          details: expect.objectContaining({
            mandateReference: 'MNDT-TEST00000001',
            dueDate: '2026-11-25',
          }),
        }),
      ],
    ]);
  });

  it('settles by the gateway’s webhook (COMPLETED, link consumed), once', async () => {
    const { t } = await sepaApp();
    await withMerchantWebhook(t);
    const { uuid, mandate } = await linkWithMandate(t);
    const { transactionId } = (await postTransaction(t, uuid, mandate.uuid)).json();
    const paymentId = (await merchantView(t, uuid)).transactions[0].gatewayPaymentId;
    expect((await gatewaySays(t, transactionId, paymentId, 'SUCCESS')).statusCode).toBe(200);
    expect((await gatewaySays(t, transactionId, paymentId, 'SUCCESS')).json().duplicate).toBe(true);
    const view = await merchantView(t, uuid);
    expect(view.status).toBe('CONSUMED');
    expect(view.transactions.map((tx: { status: string }) => tx.status)).toEqual(['COMPLETED']);
    expect((await toldMerchant(t)).map(([status, link]) => [status, link])).toEqual([
      ['PENDING', 'PROCESSING_PAYMENT'],
      ['COMPLETED', 'CONSUMED'],
    ]);
  });

  it.each(['AC04', 'MD01', 'AM04'])(
    'records a debit returned with %s: REFUSED with the reason, the link open again',
    async (reason) => {
      const { t } = await sepaApp();
      await withMerchantWebhook(t);
      const { uuid, mandate } = await linkWithMandate(t);
      const { transactionId } = (await postTransaction(t, uuid, mandate.uuid)).json();
      const paymentId = (await merchantView(t, uuid)).transactions[0].gatewayPaymentId;
      await gatewaySays(t, transactionId, paymentId, 'REFUSED', reason);
      const view = await merchantView(t, uuid);
      expect(view.status).toBe('VALID');
      expect(view.transactions[0]).toMatchObject({ status: 'REFUSED', refusalReason: reason });
      const told = await toldMerchant(t);
      expect(told.at(-1)?.slice(0, 2)).toEqual(['REFUSED', 'VALID']);
      expect(told.at(-1)?.[2]).toMatchObject({ refusalReason: reason });
    },
  );

  it('answers REFUSED for a debit the bank rejects at once, and the link can be paid again', async () => {
    const { t } = await sepaApp();
    const { uuid, mandate } = await linkWithMandate(t, {}, { iban: REJECTED_MANDATE_IBAN });
    const response = await postTransaction(t, uuid, mandate.uuid);
    expect(response.json()).toMatchObject({ status: 'REFUSED' });
    expect((await merchantView(t, uuid)).status).toBe('VALID');
  });

  it('with an amount of 0 only confirms the mandate: AUTHORIZED, link consumed', async () => {
    const { t } = await sepaApp();
    const { uuid, mandate } = await linkWithMandate(t, { amount: 0, isSubscription: true });
    const response = await postTransaction(t, uuid, mandate.uuid);
    expect(response.json()).toMatchObject({ status: 'AUTHORIZED' });
    expect((await merchantView(t, uuid)).status).toBe('CONSUMED');
  });

  it('pays with a saved mandate of the consumer, which the link then names', async () => {
    const { t } = await sepaApp();
    await linkWithMandate(t, { consumerReference: 'c-9' });
    const { uuid } = await t.createLink(sepaLinkBody({ consumerReference: 'c-9' }));
    const saved = (await t.inject({ url: `/public/payment-link/${uuid}/assets` })).json()
      .sepaDirectDebit[0];
    const response = await postTransaction(t, uuid, saved.id);
    expect(response.json()).toMatchObject({
      status: 'PENDING',
      sepaMandateReference: saved.sepaMandateReference,
    });
    const info = (await t.inject({ url: `/public/payment-link/uuid/${uuid}` })).json();
    expect(info.paymentLinkAssets).toEqual([{ id: saved.id, type: 'SEPA_DD' }]);
  });

  it('finds no mandate of another consumer, of another link, or saved on a link without consumer', async () => {
    const { t } = await sepaApp();
    const { mandate: elsewhere } = await linkWithMandate(t);
    await linkWithMandate(t, { consumerReference: 'c-other' });
    const otherSaved = (await t.db.selectFrom('assets').select('id').executeTakeFirstOrThrow()).id;
    const mine = await t.createLink(sepaLinkBody({ consumerReference: 'c-mine' }));
    const anonymous = await t.createLink(sepaLinkBody());
    for (const [uuid, id] of [
      [mine.uuid, elsewhere.uuid],
      [mine.uuid, otherSaved],
      [anonymous.uuid, otherSaved],
      [mine.uuid, 'as_unknown00000000'],
    ] as const) {
      const response = await postTransaction(t, uuid, id);
      expect([response.statusCode, response.json().errorCode]).toEqual([404, 'ASSET_NOT_FOUND']);
    }
    expect((await merchantView(t, mine.uuid)).status).toBe('VALID');
  });

  it('refuses a core mandate on a link collected under B2B', async () => {
    const { t } = await sepaApp();
    await linkWithMandate(t, { consumerReference: 'c-b2b' });
    const { uuid } = await t.createLink(
      sepaLinkBody({
        consumerReference: 'c-b2b',
        paymentSettings: { sepa: { mandateScheme: 'SEPADD_B2B' } },
      }),
    );
    const saved = (await t.inject({ url: `/public/payment-link/${uuid}/assets` })).json()
      .sepaDirectDebit[0];
    const response = await postTransaction(t, uuid, saved.id);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      fields: [{ field: 'body.asset', message: expect.stringContaining('B2B') }],
    });
  });

  it('of ten payments of one link sent at once, exactly one debits', async () => {
    const { t, fake } = await sepaApp({ delayMs: 20 });
    const { uuid, mandate } = await linkWithMandate(t);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postTransaction(t, uuid, mandate.uuid)),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect(fake.calls.createPayment).toBe(1);
    expect((await merchantView(t, uuid)).transactions).toHaveLength(1);
  });

  it('answers a replay from its record, and a second key for the same link with 409', async () => {
    const { t, fake } = await sepaApp();
    const { uuid, mandate } = await linkWithMandate(t);
    const key = newKey();
    const first = await postTransaction(t, uuid, mandate.uuid, { key });
    const replay = await postTransaction(t, uuid, mandate.uuid, { key });
    expect(replay.headers[REPLAYED_HEADER]).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const second = await postTransaction(t, uuid, mandate.uuid);
    expect([second.statusCode, second.json().errorCode]).toEqual([409, 'PAYMENT_LINK_PROCESSING']);
    expect(fake.calls.createPayment).toBe(1);
  });

  it.each([
    ['another method', { paymentMethod: 'PAYTO' }, 'body.paymentMethod'],
    ['no asset', { asset: undefined }, 'body.asset'],
    ['a card asset', { asset: { type: 'CARD', id: 'as_0123456789' } }, 'body.asset.type'],
    ['a malformed id', { asset: { type: 'SEPA_DD', id: 'md_x' } }, 'body.asset.id'],
  ])('refuses a body with %s (400)', async (_case, change, field) => {
    const { t } = await sepaApp();
    const { uuid, mandate } = await linkWithMandate(t);
    const response = await t.inject({
      method: 'POST',
      url: `/public/sepa/merchant/${t.merchant.id}/transaction`,
      headers: { 'idempotency-key': newKey() },
      payload: {
        ...accepted(),
        paymentLinkId: uuid,
        asset: { type: 'SEPA_DD', id: mandate.uuid },
        paymentMethod: 'SEPA_DD',
        ...change,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
  });
});

describe('the demo’s saved mandate', () => {
  it('pays with the mandate the sandbox always knows, also in a data folder seeded before', async () => {
    const { t, fake } = await sepaApp();
    await seedDemo(t.services, 'pp_sk_demo_key_for_the_test_0002');
    const owner = { merchantId: DEMO_MERCHANT_ID, consumerReference: DEMO_CONSUMER };
    const demo = (await t.services.assets.listForConsumer(owner)).sepaDirectDebit;
    expect(demo).toEqual([
      expect.objectContaining({
        iban: 'DE****************3000',
        sepaMandateReference: 'MNDT-DEMO-0001',
      }),
    ]);
    expect((await t.services.assets.findSepa(owner, demo[0]?.id ?? ''))?.gatewayMandateId).toBe(
      SANDBOX_MANDATE.id,
    );
    // An older seed's mandate had no gateway id: the next start puts a paying one in its place.
    await t.services.assets.softDelete(owner, demo[0]?.id ?? '', 'SEPA_DD');
    await t.services.assets.insert(owner, {
      type: 'SEPA_DD',
      details: {
        accountHolder: 'Alex Example',
        iban: 'DE****************3000',
        sepaMandateReference: 'MNDT-DEMO-0001',
      },
    });
    await seedDemo(t.services, 'pp_sk_demo_key_for_the_test_0002');
    const renewed = (await t.services.assets.listForConsumer(owner)).sepaDirectDebit;
    expect(renewed).toHaveLength(1);
    const response = await postTransaction(
      t,
      '00000000-0000-4000-8000-000000000002',
      renewed[0]?.id ?? '',
      // The demo link names its terms, which the shopper accepted.
      { merchantId: DEMO_MERCHANT_ID, termsUrl: 'https://shop.example/terms' },
    );
    expect(response.json()).toMatchObject({
      status: 'PENDING',
      sepaMandateReference: 'MNDT-DEMO-0001',
    });
    expect(fake.calls.payments.at(-1)?.details).toEqual({ mandateId: SANDBOX_MANDATE.id });
  });
});
