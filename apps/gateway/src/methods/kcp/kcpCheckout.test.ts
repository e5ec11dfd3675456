import { afterEach, describe, expect, it } from 'vitest';
import type { GatewayPayment, GatewayWebhook } from '@paypage/contract/gatewayApi';
import { kcpMethod, KCP_WINDOW_MINUTES } from './kcpMethod';
import { expireOverduePayments } from '../../payments/expiry';
import { listWebhooksOfPayment } from '../../webhooks/webhookOutboxRepository';
import { AUTH, createPayment, paymentRequest, startTestGateway } from '../../testing/testGateway';
import type { TestGateway } from '../../testing/testGateway';

const RETURN_URL =
  'http://localhost:8080/uuid/3f2b8c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f/kcp-transaction-created?transactionId=tx_0123456789';

const opened: TestGateway[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((gateway) => gateway.close()));
});

async function kcpGateway() {
  const gateway = await startTestGateway({}, { methods: [kcpMethod] });
  opened.push(gateway);
  return gateway;
}

const kcpPayment = (gateway: TestGateway, overrides: Parameters<typeof paymentRequest>[0] = {}) =>
  createPayment(gateway, {
    method: 'KCP',
    amount: 55000,
    currency: 'KRW',
    locale: 'ko_KR',
    returnUrl: RETURN_URL,
    details: { shopName: 'Demo Shop', productName: 'Order 1001: running shoes' },
    ...overrides,
  });

const checkout = (gateway: TestGateway, id: string) =>
  gateway.app.inject({ method: 'GET', url: `/hosted/kcp/${id}` });

const decide = (gateway: TestGateway, id: string, form: Record<string, string>) =>
  gateway.app.inject({
    method: 'POST',
    url: `/hosted/kcp/${id}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

const paymentOf = async (gateway: TestGateway, id: string) =>
  (await gateway.app.inject({ method: 'GET', url: `/v1/payments/${id}`, headers: AUTH })).json<
    GatewayPayment & { details?: Record<string, unknown> }
  >();

const webhookStatuses = async (gateway: TestGateway, id: string) =>
  (await listWebhooksOfPayment(gateway.db, id)).map(
    (row) => (JSON.parse(row.body) as GatewayWebhook).data,
  );

describe('a KCP payment starts', () => {
  it('PENDING, sending the shopper to KCP’s window, and tells the service', async () => {
    const gateway = await kcpGateway();
    const payment = await kcpPayment(gateway);
    expect(payment).toMatchObject({
      status: 'PENDING',
      method: 'KCP',
      action: { type: 'redirect', redirectUrl: `/hosted/kcp/${payment.id}` },
      details: { shopName: 'Demo Shop', productName: 'Order 1001: running shoes' },
    });
    expect((await webhookStatuses(gateway, payment.id)).map((p) => p.status)).toEqual(['PENDING']);
  });

  it.each([
    ['without a shop name', { details: {} }, '/details'],
    ['with an empty shop name', { details: { shopName: '' } }, '/details/shopName'],
    ['with a field it does not know', { details: { shopName: 'Shop', colour: 'red' } }, '/details'],
    ['without a return address', { returnUrl: undefined }, '/returnUrl'],
  ])('not %s: 400 naming its field', async (_case, overrides, field) => {
    const gateway = await kcpGateway();
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: AUTH,
      payload: {
        ...paymentRequest({ method: 'KCP', details: { shopName: 'Shop' } }),
        ...overrides,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ field })]),
    );
  });
});

describe('GET /hosted/kcp/{paymentId}: KCP’s payment window', () => {
  it('shows the shop, the product and the amount, cards and banks, in the payment’s language', async () => {
    const gateway = await kcpGateway();
    const payment = await kcpPayment(gateway);
    const page = await checkout(gateway, payment.id);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // The decision's answer sends the shopper back to the payment page: the form may lead there.
    expect(page.headers['content-security-policy']).toContain(
      "form-action 'self' http://localhost:8080;",
    );
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="ko" dir="ltr">');
    expect(page.body).toContain('결제 수단을 선택하십시오');
    expect(page.body).toContain('Demo Shop');
    expect(page.body).toContain('Order 1001: running shoes');
    expect(page.body).toContain('₩55,000');
    expect(page.body).toContain('value="card:BC" checked> BC카드');
    expect(page.body).toContain('value="bank:088"> 신한은행');
    expect(page.body).toContain('<select id="instalments" name="instalments">');
    expect(page.body).toContain('<option value="3">3개월</option>');
    expect(page.body).not.toContain('<script');
  });

  it('offers instalments only for won payments of 50,000 or more, and names banks in English elsewhere', async () => {
    const gateway = await kcpGateway();
    const small = await kcpPayment(gateway, { amount: 49_999 });
    expect((await checkout(gateway, small.id)).body).not.toContain('instalments');
    const euro = await kcpPayment(gateway, { amount: 500_000, currency: 'EUR', locale: 'en_GB' });
    const page = await checkout(gateway, euro.id);
    expect(page.body).not.toContain('instalments');
    expect(page.body).toContain('€5,000.00');
    expect(page.body).toContain('value="bank:088"> Shinhan Bank');
  });

  it('is there only for KCP payments', async () => {
    const gateway = await kcpGateway();
    const other = await createPayment(gateway, { method: 'IDEAL' });
    expect((await checkout(gateway, other.id)).statusCode).toBe(404);
    expect((await checkout(gateway, 'gp_unknown000000')).statusCode).toBe(404);
    expect((await checkout(gateway, 'nope')).statusCode).toBe(400);
  });
});

describe('POST /hosted/kcp/{paymentId}: the shopper decides', () => {
  it('pays by card in instalments: SUCCESS with KCP’s numbers, one webhook, back to the page', async () => {
    const gateway = await kcpGateway();
    const payment = await kcpPayment(gateway);
    const answer = await decide(gateway, payment.id, {
      decision: 'approve',
      choice: 'card:SHINHAN',
      instalments: '3',
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(RETURN_URL);
    const paid = await paymentOf(gateway, payment.id);
    expect(paid).toMatchObject({
      status: 'SUCCESS',
      details: {
        payType: 'CARD',
        cardIssuer: 'SHINHAN',
        cardIssuerName: '신한카드',
        instalmentMonths: 3,
      },
    });
    expect(paid.details?.approvalNumber).toMatch(/^[0-9]{8}$/);
    expect(paid.details?.kcpTransactionNumber).toMatch(/^[0-9]{14}$/);
    const webhooks = await webhookStatuses(gateway, payment.id);
    expect(webhooks.map((p) => p.status)).toEqual(['PENDING', 'SUCCESS']);
    expect(webhooks[1]?.details).toEqual(paid.details);
  });

  it('pays by bank transfer', async () => {
    const gateway = await kcpGateway();
    const payment = await kcpPayment(gateway);
    await decide(gateway, payment.id, { decision: 'approve', choice: 'bank:004' });
    const paid = await paymentOf(gateway, payment.id);
    expect(paid).toMatchObject({
      status: 'SUCCESS',
      details: { payType: 'BANK_TRANSFER', bankCode: '004', bankName: 'KB국민은행' },
    });
    expect(paid.details).not.toHaveProperty('approvalNumber');
  });

  it.each([
    [{ decision: 'cancel' }, 'CANCELLED'],
    [{ decision: 'refuse', choice: 'card:KB' }, 'DECLINED'],
    [{ decision: 'refuse', choice: 'bank:090' }, 'INSUFFICIENT_FUNDS'],
  ])('%j refuses with %s and sends the shopper back', async (form, refusalReason) => {
    const gateway = await kcpGateway();
    const payment = await kcpPayment(gateway);
    const answer = await decide(gateway, payment.id, form);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(RETURN_URL);
    expect(await paymentOf(gateway, payment.id)).toMatchObject({
      status: 'REFUSED',
      refusalReason,
    });
  });

  it.each<Record<string, string>>([
    { decision: 'approve' },
    { decision: 'approve', choice: 'card:NOPE' },
    { decision: 'approve', choice: 'bank:999' },
    { decision: 'approve', choice: 'bank:004', instalments: '3' },
    { decision: 'approve', choice: 'card:BC', instalments: '7' },
  ])('asks again, changing nothing, for %j', async (form) => {
    const gateway = await kcpGateway();
    const payment = await kcpPayment(gateway);
    const answer = await decide(gateway, payment.id, form);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('role="alert"');
    expect(answer.body).toContain('aria-describedby="approval-problem"');
    expect(await paymentOf(gateway, payment.id)).toMatchObject({ status: 'PENDING' });
  });

  it('takes no instalments under 50,000 won, and no unknown decision', async () => {
    const gateway = await kcpGateway();
    const payment = await kcpPayment(gateway, { amount: 30_000 });
    const instalments = await decide(gateway, payment.id, {
      decision: 'approve',
      choice: 'card:BC',
      instalments: '2',
    });
    expect(instalments.statusCode).toBe(400);
    const unknown = await decide(gateway, payment.id, { decision: 'steal', choice: 'card:BC' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(await paymentOf(gateway, payment.id)).toMatchObject({ status: 'PENDING' });
  });

  it('decides once: a second decision (another tab, the back button) changes nothing', async () => {
    const gateway = await kcpGateway();
    const payment = await kcpPayment(gateway);
    await decide(gateway, payment.id, { decision: 'approve', choice: 'card:BC' });
    const again = await decide(gateway, payment.id, { decision: 'cancel' });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('<a href="http://localhost:8080/uuid/');
    expect((await checkout(gateway, payment.id)).body).not.toContain('<form');
    expect(await paymentOf(gateway, payment.id)).toMatchObject({ status: 'SUCCESS' });
    expect((await webhookStatuses(gateway, payment.id)).map((p) => p.status)).toEqual([
      'PENDING',
      'SUCCESS',
    ]);
  });
});

describe(`KCP’s window closes after ${KCP_WINDOW_MINUTES} minutes`, () => {
  it('expires the payment at its deadline, with a webhook, whether or not anyone looks', async () => {
    const gateway = await kcpGateway();
    const payment = await kcpPayment(gateway);
    const almost = new Date(Date.parse(payment.createdAt) + (KCP_WINDOW_MINUTES - 1) * 60_000);
    expect(await expireOverduePayments(gateway.db, almost)).toBe(0);
    const after = new Date(Date.parse(payment.createdAt) + KCP_WINDOW_MINUTES * 60_000);
    expect(await expireOverduePayments(gateway.db, after)).toBe(1);
    expect(await paymentOf(gateway, payment.id)).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'EXPIRED',
    });
    expect((await webhookStatuses(gateway, payment.id)).map((p) => p.status)).toEqual([
      'PENDING',
      'REFUSED',
    ]);
    const page = await checkout(gateway, payment.id);
    expect(page.body).toContain('결제창 유효 시간이 만료되었습니다');
    const late = await decide(gateway, payment.id, { decision: 'approve', choice: 'card:BC' });
    expect(late.statusCode).toBe(200);
    expect(await paymentOf(gateway, payment.id)).toMatchObject({ status: 'REFUSED' });
  });

  it('comes at once with the sandbox’s expire call, only for an open payment with a deadline', async () => {
    const gateway = await kcpGateway();
    const expire = (id: string) =>
      gateway.app.inject({
        method: 'POST',
        url: `/v1/sandbox/payments/${id}/expire`,
        headers: AUTH,
      });
    const payment = await kcpPayment(gateway);
    const expired = await expire(payment.id);
    expect(expired.statusCode).toBe(200);
    expect(expired.json()).toMatchObject({ status: 'REFUSED', refusalReason: 'EXPIRED' });
    expect((await expire(payment.id)).statusCode).toBe(409);
    const other = await createPayment(gateway, { method: 'IDEAL' });
    expect((await expire(other.id)).statusCode).toBe(409);
    expect((await expire('gp_unknown000000')).statusCode).toBe(404);
    const noKey = await gateway.app.inject({
      method: 'POST',
      url: `/v1/sandbox/payments/${other.id}/expire`,
    });
    expect(noKey.statusCode).toBe(401);
  });

  it('is expired by the first look after its deadline, before any sweep', async () => {
    const gateway = await kcpGateway();
    const payment = await kcpPayment(gateway);
    await gateway.db
      .updateTable('payments')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', payment.id)
      .execute();
    expect(await paymentOf(gateway, payment.id)).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'EXPIRED',
    });
  });
});
