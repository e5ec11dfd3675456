import { afterEach, describe, expect, it } from 'vitest';
import type { GatewayPayment, GatewayWebhook } from '@paypage/contract/gatewayApi';
import { KOREAN_BANKS } from '@paypage/contract/methods/koreanBanks';
import type { VirtualAccountDetails } from '@paypage/contract/methods/virtualAccount';
import { virtualAccountMethod } from './virtualAccountMethod';
import { expireOverduePayments } from '../../payments/expiry';
import { listWebhooksOfPayment } from '../../webhooks/webhookOutboxRepository';
import { AUTH, createPayment, paymentRequest, startTestGateway } from '../../testing/testGateway';
import type { TestGateway } from '../../testing/testGateway';

type Payment = GatewayPayment & { details: VirtualAccountDetails };

const opened: TestGateway[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((gateway) => gateway.close()));
});

async function vaGateway() {
  const gateway = await startTestGateway({}, { methods: [virtualAccountMethod] });
  opened.push(gateway);
  return gateway;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const startDetails = (overrides: Record<string, unknown> = {}) => ({
  dueDate: inDays(3),
  beneficiaryName: 'Demo Shop',
  reference: 'ORDER-1001',
  ...overrides,
});

const vaPayment = async (gateway: TestGateway, overrides: Record<string, unknown> = {}) =>
  (await createPayment(gateway, {
    method: 'VIRTUALACCOUNT',
    amount: 55000,
    currency: 'KRW',
    locale: 'ko_KR',
    details: startDetails(overrides),
  })) as Payment;

const deposit = (gateway: TestGateway, accountNumber: string, body: unknown) =>
  gateway.app.inject({
    method: 'POST',
    url: `/v1/sandbox/virtual-accounts/${accountNumber}/deposits`,
    headers: AUTH,
    payload: body as Record<string, unknown>,
  });

const expire = (gateway: TestGateway, accountNumber: string) =>
  gateway.app.inject({
    method: 'POST',
    url: `/v1/sandbox/virtual-accounts/${accountNumber}/expire`,
    headers: AUTH,
  });

const paymentOf = async (gateway: TestGateway, id: string) =>
  (
    await gateway.app.inject({ method: 'GET', url: `/v1/payments/${id}`, headers: AUTH })
  ).json<Payment>();

const webhooks = async (gateway: TestGateway, id: string) =>
  (await listWebhooksOfPayment(gateway.db, id)).map(
    (row) => (JSON.parse(row.body) as GatewayWebhook).data,
  );

describe('a virtual-account payment', () => {
  it('opens an account at a Korean bank until the deadline, and waits PENDING', async () => {
    const gateway = await vaGateway();
    const dueDate = inDays(3);
    const payment = await vaPayment(gateway, { dueDate });
    expect(payment).toMatchObject({
      status: 'PENDING',
      details: { beneficiaryName: 'Demo Shop', reference: 'ORDER-1001', dueDate },
    });
    expect(payment).not.toHaveProperty('action');
    const bank = KOREAN_BANKS.find((known) => known.code === payment.details.bankCode);
    expect(payment.details.bankName).toBe(bank?.korean);
    expect(payment.details.accountNumber).toMatch(/^[1-9][0-9]{13}$/);
    const other = await vaPayment(gateway);
    expect(other.details.accountNumber).not.toBe(payment.details.accountNumber);
    expect((await webhooks(gateway, payment.id)).map((p) => p.status)).toEqual(['PENDING']);
  });

  it.each([
    ['without a deadline', { dueDate: undefined }, '/details'],
    ['with a deadline that is no date', { dueDate: 'tomorrow' }, '/details/dueDate'],
    [
      'with a past deadline',
      { dueDate: new Date(Date.now() - 1000).toISOString() },
      '/details/dueDate',
    ],
    ['with a deadline a month away', { dueDate: inDays(31) }, '/details/dueDate'],
    ['without a beneficiary', { beneficiaryName: '' }, '/details/beneficiaryName'],
    ['without a reference', { reference: undefined }, '/details'],
    ['with a field it does not know', { iban: 'DE89370400440532013000' }, '/details'],
  ])('is refused %s: 400 naming its field', async (_case, overrides, field) => {
    const gateway = await vaGateway();
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: AUTH,
      payload: paymentRequest({ method: 'VIRTUALACCOUNT', details: startDetails(overrides) }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ field })]),
    );
  });
});

describe('POST /v1/sandbox/virtual-accounts/{accountNumber}/deposits', () => {
  it('completes the payment with the exact amount, once, with its webhook', async () => {
    const gateway = await vaGateway();
    const payment = await vaPayment(gateway);
    const { accountNumber } = payment.details;
    const paid = await deposit(gateway, accountNumber, { amount: 55000, depositorName: '홍길동' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'SUCCESS',
      details: { accountNumber, depositorName: '홍길동' },
    });
    expect(paid.json().details.depositedAt).toEqual(expect.any(String));
    const again = await deposit(gateway, accountNumber, { amount: 55000 });
    expect(again.statusCode).toBe(409);
    expect((await webhooks(gateway, payment.id)).map((p) => p.status)).toEqual([
      'PENDING',
      'SUCCESS',
    ]);
  });

  it('sends another amount back: 422, and the account still waits', async () => {
    const gateway = await vaGateway();
    const payment = await vaPayment(gateway);
    for (const amount of [54999, 55001]) {
      const response = await deposit(gateway, payment.details.accountNumber, { amount });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toContain('exactly 55000 KRW');
    }
    expect(await paymentOf(gateway, payment.id)).toMatchObject({ status: 'PENDING' });
  });

  it('knows no other account, and checks what it is given', async () => {
    const gateway = await vaGateway();
    expect((await deposit(gateway, '12345678901234', { amount: 1 })).statusCode).toBe(404);
    expect((await deposit(gateway, '1234', { amount: 1 })).statusCode).toBe(400);
    const payment = await vaPayment(gateway);
    for (const body of [{}, { amount: 0 }, { amount: '55000' }, { amount: 55000, extra: 1 }]) {
      expect((await deposit(gateway, payment.details.accountNumber, body)).statusCode).toBe(400);
    }
    const noKey = await gateway.app.inject({
      method: 'POST',
      url: `/v1/sandbox/virtual-accounts/${payment.details.accountNumber}/deposits`,
      payload: { amount: 55000 },
    });
    expect(noKey.statusCode).toBe(401);
  });
});

describe('the deposit deadline', () => {
  it('expires the payment when it passes, with its webhook, and the account takes no more money', async () => {
    const gateway = await vaGateway();
    const dueDate = inDays(1);
    const payment = await vaPayment(gateway, { dueDate });
    expect(await expireOverduePayments(gateway.db, new Date(Date.parse(dueDate) - 1))).toBe(0);
    expect(await expireOverduePayments(gateway.db, new Date(dueDate))).toBe(1);
    expect(await paymentOf(gateway, payment.id)).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'EXPIRED',
    });
    expect((await webhooks(gateway, payment.id)).map((p) => p.status)).toEqual([
      'PENDING',
      'REFUSED',
    ]);
    const late = await deposit(gateway, payment.details.accountNumber, { amount: 55000 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('expired');
  });

  it('is checked by a deposit arriving after it, before any sweep', async () => {
    const gateway = await vaGateway();
    const payment = await vaPayment(gateway);
    await gateway.db
      .updateTable('payments')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', payment.id)
      .execute();
    const late = await deposit(gateway, payment.details.accountNumber, { amount: 55000 });
    expect(late.statusCode).toBe(409);
    expect(await paymentOf(gateway, payment.id)).toMatchObject({ refusalReason: 'EXPIRED' });
  });

  it('comes at once with the sandbox’s expire call', async () => {
    const gateway = await vaGateway();
    const payment = await vaPayment(gateway);
    const expired = await expire(gateway, payment.details.accountNumber);
    expect(expired.statusCode).toBe(200);
    expect(expired.json()).toMatchObject({ status: 'REFUSED', refusalReason: 'EXPIRED' });
    expect((await expire(gateway, payment.details.accountNumber)).statusCode).toBe(200);
    const paid = await vaPayment(gateway);
    await deposit(gateway, paid.details.accountNumber, { amount: 55000 });
    expect((await expire(gateway, paid.details.accountNumber)).statusCode).toBe(409);
    expect((await expire(gateway, '99999999999999')).statusCode).toBe(404);
  });

  it('is swept by the gateway’s own loop, which stops with the app', async () => {
    const gateway = await vaGateway();
    const payment = await vaPayment(gateway);
    await gateway.db
      .updateTable('payments')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', payment.id)
      .execute();
    gateway.startExpirySweep(10);
    await expect
      .poll(async () => (await webhooks(gateway, payment.id)).map((p) => p.status))
      .toEqual(['PENDING', 'REFUSED']);
  });
});

describe('the sandbox bank (/hosted/virtual-accounts)', () => {
  const get = (gateway: TestGateway, url: string, language = 'en') =>
    gateway.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
  const post = (gateway: TestGateway, accountNumber: string, decision: string) =>
    gateway.app.inject({
      method: 'POST',
      url: `/hosted/virtual-accounts/${accountNumber}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `decision=${decision}`,
    });

  it('asks for an account number in the browser’s language, and says when none has it', async () => {
    const gateway = await vaGateway();
    const form = await get(gateway, '/hosted/virtual-accounts', 'ko-KR,ko;q=0.9');
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<html lang="ko" dir="ltr">');
    expect(form.body).toContain('<label for="account-number">계좌번호</label>');
    expect(form.body).not.toContain('<script');
    const unknown = await get(gateway, '/hosted/virtual-accounts?accountNumber=12345678901234');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('role="alert"');
    expect(unknown.body).toContain('aria-invalid="true"');
    expect((await get(gateway, '/hosted/virtual-accounts?accountNumber=abc')).statusCode).toBe(404);
  });

  it('transfers the account’s exact amount: the payment is completed', async () => {
    const gateway = await vaGateway();
    const payment = await vaPayment(gateway);
    const number = payment.details.accountNumber;
    // As people paste it: with spaces or hyphens.
    const spaced = `${number.slice(0, 4)}-${number.slice(4)}`;
    const account = await get(gateway, `/hosted/virtual-accounts?accountNumber=${spaced}`);
    expect(account.statusCode).toBe(200);
    expect(account.body).toContain('<html lang="ko" dir="ltr">');
    expect(account.body).toContain('Demo Shop');
    expect(account.body).toContain('₩55,000 이체하기');
    const sent = await post(gateway, number, 'transfer');
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('이체가 완료되었습니다');
    expect(await paymentOf(gateway, payment.id)).toMatchObject({ status: 'SUCCESS' });
    const paidPage = await get(gateway, `/hosted/virtual-accounts?accountNumber=${number}`);
    expect(paidPage.body).not.toContain('<form method="post"');
  });

  it('lets the account expire now', async () => {
    const gateway = await vaGateway();
    const payment = await vaPayment(gateway);
    const expired = await post(gateway, payment.details.accountNumber, 'expire');
    expect(expired.statusCode).toBe(200);
    expect(expired.body).toContain('이 가상계좌는 만료되었습니다');
    expect(await paymentOf(gateway, payment.id)).toMatchObject({ refusalReason: 'EXPIRED' });
    expect((await post(gateway, '12345678901234', 'transfer')).statusCode).toBe(404);
    expect((await post(gateway, payment.details.accountNumber, 'steal')).statusCode).toBe(400);
  });
});
