import { describe, expect, it } from 'vitest';
import type { CreateGatewayPaymentBody } from '@paypage/contract/gatewayApi';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import { DEPOSIT_HOURS } from './issueVirtualAccount';
import { REPLAYED_HEADER } from '../../idempotency/idempotentRoutes';
import { fakeGateway, type FakeGatewayOptions } from '../../testing/fakeGateway';
import { accepted, startTestApp, type TestApp } from '../../testing/testApp';

/** A virtual account as the sandbox opens one: PENDING, the account in the details. */
const opensAccount: FakeGatewayOptions['startOther'] = (body: CreateGatewayPaymentBody) => ({
  status: 'PENDING',
  details: {
    bankCode: '088',
    bankName: '신한은행',
    accountNumber: '56211102345678',
    ...(body.details as Record<string, string>),
  },
});

async function vaApp(options: FakeGatewayOptions = {}, link: Record<string, unknown> = {}) {
  const fake = fakeGateway({ startOther: opensAccount, ...options });
  const t = await startTestApp({}, { gateway: fake.gateway });
  const { uuid } = await t.createLink({
    amount: 55000,
    currency: 'KRW',
    paymentMethods: ['VIRTUALACCOUNT'],
    merchantReference: 'ORDER-1001',
    ...link,
  });
  return { t, fake, uuid };
}

let keys = 0;
const issue = (t: TestApp, uuid: string, key: string | null = `va-key-${++keys}-00001`) =>
  t.inject({
    method: 'POST',
    url: `/public/virtual-account/payment-link/${uuid}`,
    headers: key ? { [IDEMPOTENCY_HEADER]: key } : {},
    payload: accepted(),
  });

const statusOf = (t: TestApp, uuid: string, transactionId: string) =>
  t.inject({ method: 'GET', url: `/public/payment-link/${uuid}/transaction/${transactionId}` });

const hours = (from: number, iso: string) => (Date.parse(iso) - from) / 3_600_000;

describe('POST /public/virtual-account/payment-link/{uuid}', () => {
  it('opens an account for the link’s exact amount, in the merchant’s name, for three days', async () => {
    const { t, fake, uuid } = await vaApp();
    const before = Date.now();
    const response = await issue(t, uuid);
    expect(response.statusCode).toBe(200);
    const account = response.json();
    expect(account).toMatchObject({
      transactionId: expect.stringMatching(/^tx_/),
      status: 'PENDING',
      bankCode: '088',
      bankName: '신한은행',
      accountNumber: '56211102345678',
      beneficiaryName: 'Test Shop',
      reference: 'ORDER-1001',
      amount: 55000,
      currency: 'KRW',
    });
    expect(hours(before, account.dueDate)).toBeCloseTo(DEPOSIT_HOURS, 1);
    expect(fake.calls.payments).toEqual([
      expect.objectContaining({
        method: 'VIRTUALACCOUNT',
        amount: 55000,
        currency: 'KRW',
        details: {
          dueDate: account.dueDate,
          beneficiaryName: 'Test Shop',
          reference: 'ORDER-1001',
        },
      }),
    ]);
    expect((await t.services.links.findByUuid(uuid))?.status).toBe('PROCESSING_PAYMENT');
  });

  it('gives the account no longer than the link lives, and the payment’s id as reference without the merchant’s', async () => {
    const inOneHour = new Date(Date.now() + 3_600_000).toISOString();
    const { t, uuid } = await vaApp(
      {},
      { expirationDate: inOneHour, merchantReference: undefined },
    );
    const account = (await issue(t, uuid)).json();
    expect(account.dueDate).toBe(inOneHour);
    expect(account.reference).toBe(account.transactionId);
  });

  it('answers a retried request from its record, and a second look with the same account', async () => {
    const { t, fake, uuid } = await vaApp();
    const first = await issue(t, uuid, 'va-retry-key-00001');
    const replay = await issue(t, uuid, 'va-retry-key-00001');
    expect(replay.headers[REPLAYED_HEADER]).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const again = await issue(t, uuid, 'va-other-key-00001');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(fake.calls.createPayment).toBe(1);
  });

  it('is paid by the deposit: the waiting page learns it and the merchant sees when', async () => {
    const { t, fake, uuid } = await vaApp();
    const account = (await issue(t, uuid)).json();
    fake.decide(account.transactionId, {
      status: 'SUCCESS',
      details: { ...account, depositedAt: '2026-11-24T09:00:00.000Z' },
    });
    const status = await statusOf(t, uuid, account.transactionId);
    expect(status.json()).toMatchObject({
      paymentMethod: 'VIRTUALACCOUNT',
      status: 'COMPLETED',
      linkStatus: 'CONSUMED',
    });
    const view = await t.inject({
      method: 'GET',
      url: `/api/v1/payment-links/${uuid}`,
      headers: { authorization: `Bearer ${t.apiKey}` },
    });
    expect(view.json().transactions).toEqual([
      expect.objectContaining({
        paymentMethod: 'VIRTUALACCOUNT',
        status: 'COMPLETED',
        details: expect.objectContaining({
          accountNumber: '56211102345678',
          depositedAt: '2026-11-24T09:00:00.000Z',
        }),
      }),
    ]);
    expect((await issue(t, uuid)).statusCode).toBe(409);
  });

  it('expires with its deadline: the link is open again and a new account can be issued', async () => {
    const { t, fake, uuid } = await vaApp();
    const account = (await issue(t, uuid)).json();
    fake.decide(account.transactionId, { status: 'REFUSED', refusalReason: 'EXPIRED' });
    const status = await statusOf(t, uuid, account.transactionId);
    expect(status.json()).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'EXPIRED',
      linkStatus: 'VALID',
    });
    const view = await t.inject({
      method: 'GET',
      url: `/api/v1/payment-links/${uuid}`,
      headers: { authorization: `Bearer ${t.apiKey}` },
    });
    expect(view.json().transactions[0]).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'EXPIRED',
    });
    const next = await issue(t, uuid);
    expect(next.json().transactionId).not.toBe(account.transactionId);
  });
});

describe('POST /public/virtual-account/payment-link/{uuid} refuses bad input', () => {
  it('a malformed or unknown link, no Idempotency-Key, a link without virtual accounts', async () => {
    const { t, uuid } = await vaApp();
    const malformed = await issue(t, '1234');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toContainEqual(
      expect.objectContaining({ field: 'params.uuid' }),
    );
    expect((await issue(t, '3f2504e0-4f89-41d3-9a0c-0305e82c3301')).statusCode).toBe(404);
    const keyless = await issue(t, uuid, null);
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().fields).toEqual([
      expect.objectContaining({ field: `headers.${IDEMPOTENCY_HEADER}` }),
    ]);
    const { uuid: cardOnly } = await t.createLink({ paymentMethods: ['CARD'] });
    const notOffered = await issue(t, cardOnly);
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json()).toMatchObject({ errorCode: 'PAYMENT_METHOD_NOT_OFFERED' });
    expect((await t.services.links.findByUuid(uuid))?.status).toBe('VALID');
  });

  it('an invalidated link', async () => {
    const { t, uuid } = await vaApp();
    await t.inject({
      method: 'POST',
      url: `/api/v1/payment-links/${uuid}/invalidate`,
      headers: { authorization: `Bearer ${t.apiKey}` },
    });
    const response = await issue(t, uuid);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ errorCode: 'PAYMENT_LINK_INVALIDATED' });
  });

  it('a provider that opens no account: 502, never an account without a number', async () => {
    const { t, uuid } = await vaApp({ startOther: () => ({ status: 'PENDING' }) });
    const response = await issue(t, uuid);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ errorCode: 'GATEWAY_UNAVAILABLE' });
  });
});
