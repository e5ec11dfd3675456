import { describe, expect, it } from 'vitest';
import type { GatewayWebhook } from '@paypage/contract/gatewayApi';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import { SIGNATURE_HEADER, signWebhook } from '@paypage/contract/webhookSignature';
import { GatewayRejected, GatewayUnavailable } from '../../gateway/gateway';
import { REPLAYED_HEADER } from '../../idempotency/idempotentRoutes';
import { fakeGateway, type FakeGatewayOptions } from '../../testing/fakeGateway';
import {
  accepted,
  insertPendingTransaction,
  startTestApp,
  WEBHOOK_SECRET,
  type TestApp,
} from '../../testing/testApp';

/** KCP as the sandbox plays it: PENDING with its window as the next step, details kept. */
const kcpStarts: FakeGatewayOptions['startOther'] = (body) => ({
  status: 'PENDING',
  action: {
    type: 'redirect',
    redirectUrl: `/hosted/kcp/gp_${body.reference.replace(/[^A-Za-z0-9]/g, '')}`,
  },
  ...(body.details ? { details: body.details } : {}),
});

async function kcpApp(options: FakeGatewayOptions = {}) {
  const fake = fakeGateway({ startOther: kcpStarts, ...options });
  const t = await startTestApp({}, { gateway: fake.gateway });
  const { uuid } = await t.createLink({
    amount: 55000,
    currency: 'KRW',
    locale: 'ko_KR',
    paymentMethods: ['KCP', 'CARD'],
    description: '주문 1001: 러닝화',
  });
  return { t, fake, uuid };
}

let keys = 0;
const payWithKcp = (t: TestApp, id: string, key: string | null = `kcp-key-${++keys}-0001`) =>
  t.inject({
    method: 'POST',
    url: `/public/other-payments/transaction/${id}`,
    headers: key ? { [IDEMPOTENCY_HEADER]: key } : {},
    payload: accepted(),
  });

const linkStatus = async (t: TestApp, uuid: string) =>
  (await t.services.links.findByUuid(uuid))?.status;

describe('POST /public/other-payments/transaction/{id} (KCP)', () => {
  it('starts the link’s KCP payment and answers SPEC §3’s KCP transaction with KCP’s window', async () => {
    const { t, fake, uuid } = await kcpApp();
    const response = await payWithKcp(t, uuid);
    expect(response.statusCode).toBe(200);
    const kcp = response.json();
    expect(kcp).toEqual({
      id: expect.stringMatching(/^tx_/),
      status: 'PENDING',
      type: 'debit',
      paymentMethod: 'KCP',
      asset: null,
      asynchronous: { redirectUrl: expect.stringMatching(/^\/hosted\/kcp\/gp_/) },
    });
    expect(await linkStatus(t, uuid)).toBe('PROCESSING_PAYMENT');
    // Whole won go to KCP as they are (SPEC §9), with the way back to the waiting page.
    expect(fake.calls.payments).toEqual([
      expect.objectContaining({
        reference: kcp.id,
        method: 'KCP',
        amount: 55000,
        currency: 'KRW',
        locale: 'ko_KR',
        returnUrl: `${t.pageOrigin}/uuid/${uuid}/kcp-transaction-created?transactionId=${kcp.id}`,
        details: { shopName: 'Test Shop', productName: '주문 1001: 러닝화' },
      }),
    ]);
  });

  it('answers a retried request from its record, and a reload with the payment still open', async () => {
    const { t, fake, uuid } = await kcpApp();
    const first = await payWithKcp(t, uuid, 'kcp-retry-key-0001');
    const replay = await payWithKcp(t, uuid, 'kcp-retry-key-0001');
    expect(replay.headers[REPLAYED_HEADER]).toBe('true');
    expect(replay.json()).toEqual(first.json());
    // The shopper comes back from KCP's window without deciding: the same payment, not another.
    const resumed = await payWithKcp(t, uuid, 'kcp-other-key-0001');
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toEqual(first.json());
    expect(fake.calls.createPayment).toBe(1);
  });

  it('is decided by KCP: the waiting page learns it, and a paid link is not paid again', async () => {
    const { t, fake, uuid } = await kcpApp();
    const kcp = (await payWithKcp(t, uuid)).json();
    fake.decide(kcp.id, {
      status: 'SUCCESS',
      details: { payType: 'CARD', cardIssuer: 'SHINHAN', approvalNumber: '12345678' },
    });
    const status = await t.inject({
      method: 'GET',
      url: `/public/payment-link/${uuid}/transaction/${kcp.id}`,
    });
    expect(status.json()).toMatchObject({
      paymentMethod: 'KCP',
      status: 'COMPLETED',
      linkStatus: 'CONSUMED',
      details: { payType: 'CARD', cardIssuer: 'SHINHAN' },
    });
    const again = await payWithKcp(t, uuid);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'PAYMENT_LINK_CONSUMED' });
    expect(fake.calls.createPayment).toBe(1);
  });

  it('after a cancelled payment, starts a new one', async () => {
    const { t, fake, uuid } = await kcpApp();
    const first = (await payWithKcp(t, uuid)).json();
    fake.decide(first.id, { status: 'REFUSED', refusalReason: 'CANCELLED' });
    const resumed = await payWithKcp(t, uuid);
    expect(resumed.json()).toMatchObject({ id: first.id, status: 'REFUSED' });
    expect(resumed.json()).not.toHaveProperty('asynchronous');
    expect(await linkStatus(t, uuid)).toBe('VALID');
    const second = (await payWithKcp(t, uuid)).json();
    expect(second.id).not.toBe(first.id);
    expect(second.status).toBe('PENDING');
  });

  it('tells the merchant through the provider’s webhook, with how the shopper paid', async () => {
    const { t, uuid } = await kcpApp();
    await t.db
      .updateTable('merchants')
      .set({ webhook_url: 'https://shop.example/hooks', webhook_secret: 'merchant-secret-0001' })
      .where('id', '=', t.merchant.id)
      .execute();
    const kcp = (await payWithKcp(t, uuid)).json();
    const tx = await t.services.transactions.findById(kcp.id);
    const body: GatewayWebhook = {
      id: 'evt_kcppaid0001',
      type: 'payment.updated',
      createdAt: new Date().toISOString(),
      data: {
        id: tx?.gatewayPaymentId ?? '',
        reference: kcp.id,
        status: 'SUCCESS',
        method: 'KCP',
        amount: 55000,
        currency: 'KRW',
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
        details: { payType: 'BANK_TRANSFER', bankCode: '004', bankName: 'KB국민은행' },
      },
    };
    const raw = JSON.stringify(body);
    const delivered = await t.inject({
      method: 'POST',
      url: '/webhooks/gateway',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signWebhook(WEBHOOK_SECRET, raw, Math.floor(Date.now() / 1000)),
      },
      payload: raw,
    });
    expect(delivered.statusCode).toBe(200);
    const view = await t.inject({
      method: 'GET',
      url: `/api/v1/payment-links/${uuid}`,
      headers: { authorization: `Bearer ${t.apiKey}` },
    });
    expect(view.json()).toMatchObject({
      status: 'CONSUMED',
      amount: 55000,
      currency: 'KRW',
      transactions: [
        {
          paymentMethod: 'KCP',
          status: 'COMPLETED',
          amount: 55000,
          details: { payType: 'BANK_TRANSFER', bankCode: '004' },
        },
      ],
    });
    const hooks = await t.db.selectFrom('merchant_webhooks').select('body').execute();
    expect(hooks.map((hook) => JSON.parse(hook.body).data.transaction?.details)).toContainEqual({
      payType: 'BANK_TRANSFER',
      bankCode: '004',
      bankName: 'KB국민은행',
    });
  });
});

describe('POST /public/other-payments/transaction/{id} refuses bad input', () => {
  it('a malformed or unknown link, or no Idempotency-Key', async () => {
    const { t, uuid } = await kcpApp();
    const malformed = await payWithKcp(t, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    expect(malformed.json().fields).toContainEqual(expect.objectContaining({ field: 'params.id' }));
    const unknown = await payWithKcp(t, '3f2504e0-4f89-41d3-9a0c-0305e82c3301');
    expect(unknown.statusCode).toBe(404);
    const keyless = await payWithKcp(t, uuid, null);
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().fields).toEqual([
      expect.objectContaining({ field: `headers.${IDEMPOTENCY_HEADER}` }),
    ]);
    expect(await linkStatus(t, uuid)).toBe('VALID');
  });

  it('a link that does not offer KCP, or is expired', async () => {
    const { t } = await kcpApp();
    const { uuid: cardOnly } = await t.createLink({ paymentMethods: ['CARD'] });
    const notOffered = await payWithKcp(t, cardOnly);
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json()).toMatchObject({ errorCode: 'PAYMENT_METHOD_NOT_OFFERED' });
    const { uuid: old } = await t.createLink({ paymentMethods: ['KCP'] });
    await t.db
      .updateTable('payment_links')
      .set({ expiration_date: new Date(Date.now() - 1000).toISOString() })
      .where('uuid', '=', old)
      .execute();
    const expired = await payWithKcp(t, old);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ errorCode: 'PAYMENT_LINK_EXPIRED' });
  });

  it('a link being paid with another method', async () => {
    const { t, fake, uuid } = await kcpApp();
    await t.services.linkStates.move(uuid, 'VALID', 'PROCESSING_PAYMENT');
    await insertPendingTransaction(t, uuid, {
      id: 'tx_cardpayment0001',
      gatewayPaymentId: 'gp_c1',
    });
    const busy = await payWithKcp(t, uuid);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ errorCode: 'PAYMENT_LINK_PROCESSING' });
    expect(fake.calls.createPayment).toBe(0);
  });

  it('a provider that refuses the request (400, link open again) or does not answer (502)', async () => {
    const refusing = await kcpApp({
      startOther: () => {
        throw new GatewayRejected(400, 'details/shopName is required');
      },
    });
    const refused = await payWithKcp(refusing.t, refusing.uuid);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([expect.objectContaining({ field: 'params.id' })]);
    expect(await linkStatus(refusing.t, refusing.uuid)).toBe('VALID');

    const silent = await kcpApp({
      startOther: () => {
        throw new GatewayUnavailable('timeout');
      },
    });
    const unanswered = await payWithKcp(silent.t, silent.uuid);
    expect(unanswered.statusCode).toBe(502);
    expect(unanswered.json()).toMatchObject({ errorCode: 'GATEWAY_UNAVAILABLE' });
  });
});
