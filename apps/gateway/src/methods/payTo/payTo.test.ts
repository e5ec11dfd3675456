import { afterEach, describe, expect, it } from 'vitest';
import type { CreateGatewayPaymentBody, GatewayPayment } from '@paypage/contract/gatewayApi';
import { PAYTO_BANK_APP_PATH } from '@paypage/contract/methods/payToRules';
import { approvalPath } from '../../payments/gatewayMethod';
import { expireOverduePayments } from '../../payments/expiry';
import { payToMethod } from './payToMethod';
import {
  AUTH,
  paymentRequest,
  startTestGateway,
  type TestGateway,
} from '../../testing/testGateway';

const opened: TestGateway[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((gateway) => gateway.close()));
});

async function payToGateway() {
  const gateway = await startTestGateway({}, { methods: [payToMethod] });
  opened.push(gateway);
  return gateway;
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const agreementDetails = (details: Record<string, unknown> = {}) => ({
  accountName: 'Jane Citizen',
  payIdType: 'PHONE',
  payId: '+61-412345678',
  agreementExpiresAt: inMinutes(10),
  ...details,
});

function startPayTo(
  gateway: TestGateway,
  details: Record<string, unknown> = agreementDetails(),
  overrides: Partial<CreateGatewayPaymentBody> = {},
) {
  return gateway.app.inject({
    method: 'POST',
    url: '/v1/payments',
    headers: AUTH,
    payload: paymentRequest({
      method: 'PAYTO',
      currency: 'SGD',
      details: details as CreateGatewayPaymentBody['details'],
      ...overrides,
    }),
  });
}

async function pendingPayTo(
  gateway: TestGateway,
  overrides: Partial<CreateGatewayPaymentBody> = {},
) {
  const response = await startPayTo(gateway, agreementDetails(), overrides);
  expect(response.statusCode).toBe(201);
  return response.json<GatewayPayment>();
}

const decide = (gateway: TestGateway, id: string, decision: string) =>
  gateway.app.inject({
    method: 'POST',
    url: approvalPath(id),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ decision }).toString(),
  });

const paymentOf = async (gateway: TestGateway, id: string) =>
  (
    await gateway.app.inject({ method: 'GET', url: `/v1/payments/${id}`, headers: AUTH })
  ).json<GatewayPayment>();

/** What the service was told, in order: [status, mandateStatus, refusalReason]. */
async function webhooks(gateway: TestGateway) {
  const rows = await gateway.db
    .selectFrom('webhook_outbox')
    .select('body')
    .orderBy('seq')
    .execute();
  return rows.map((row) => {
    const data = (JSON.parse(row.body) as { data: GatewayPayment }).data;
    return [data.status, data.details?.mandateStatus, data.refusalReason ?? null];
  });
}

describe('a PayTo payment asks the payer’s bank for an agreement', () => {
  it('starts PENDING with the agreement’s details, the PayID masked, and tells the service', async () => {
    const gateway = await payToGateway();
    const payment = await pendingPayTo(gateway);
    expect(payment.status).toBe('PENDING');
    expect(payment.action).toBeUndefined();
    expect(payment.details).toMatchObject({
      agreementId: expect.stringMatching(/^pa_/),
      mandateScheme: 'PAYTODD',
      mandateStatus: 'PENDING',
      payIdType: 'PHONE',
      payIdMasked: '+61-4*****678',
      accountName: 'Jane Citizen',
      agreementExpiresAt: expect.any(String),
    });
    expect(JSON.stringify(payment)).not.toContain('412345678');
    expect(await webhooks(gateway)).toEqual([['PENDING', 'PENDING', null]]);
  });

  it.each([
    [{ payIdType: 'PHONE', payId: '0312345678' }, '/details/payId'],
    [{ payIdType: 'BUSINESS_NUMBER', payId: '1234' }, '/details/payId'],
    [{ payIdType: 'EMAIL', payId: 'not-an-address' }, '/details/payId'],
    [{ payIdType: 'ORGANISATION_ID', payId: 'Acme12345' }, '/details/payId'],
    [{ payIdType: 'IBAN' }, '/details/payIdType'],
    [{ accountName: '' }, '/details/accountName'],
    [{ agreementExpiresAt: inMinutes(-1) }, '/details/agreementExpiresAt'],
    [{ agreementExpiresAt: inMinutes(25 * 60) }, '/details/agreementExpiresAt'],
    [{ extra: 'field' }, '/details'],
  ])('refuses a request that is no agreement it can ask for: %j', async (change, field) => {
    const gateway = await payToGateway();
    const response = await startPayTo(gateway, agreementDetails(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  it('keeps the full PayID only in its own table', async () => {
    const gateway = await payToGateway();
    const payment = await pendingPayTo(gateway);
    const stored = await gateway.db.selectFrom('payments').select('details').execute();
    expect(JSON.stringify(stored)).not.toContain('412345678');
    expect(gateway.logs()).not.toContain('412345678');
    const response = await gateway.app.inject({
      url: `${PAYTO_BANK_APP_PATH}?payId=${encodeURIComponent('+61-412345678')}`,
    });
    expect(response.body).toContain(approvalPath(payment.id));
  });
});

describe('the payer decides in the banking app: every mandate status', () => {
  it.each([
    ['approve', 'SUCCESS', 'ACTIVE', null, 'Agreement approved'],
    ['decline', 'REFUSED', 'DECLINED', 'DECLINED', 'Agreement declined'],
    ['reject', 'REFUSED', 'REJECTED', 'REJECTED', 'Agreement rejected'],
    ['time-out', 'REFUSED', 'TIMEDOUT', 'TIMEDOUT', 'Agreement request timed out'],
  ])('%s: %s, mandate %s', async (decision, status, mandateStatus, reason, heading) => {
    const gateway = await payToGateway();
    const payment = await pendingPayTo(gateway);
    const page = await gateway.app.inject({ url: approvalPath(payment.id) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('PayTo agreement request');
    const response = await decide(gateway, payment.id, decision);
    // The banking app is not the payment page: the payer stays, the page learns by itself.
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<h1>${heading}</h1>`);
    const decided = await paymentOf(gateway, payment.id);
    expect(decided.status).toBe(status);
    expect(decided.details?.mandateStatus).toBe(mandateStatus);
    expect(decided.refusalReason ?? null).toBe(reason);
    expect(await webhooks(gateway)).toEqual([
      ['PENDING', 'PENDING', null],
      [status, mandateStatus, reason],
    ]);
  });

  it('authorises an agreement with an amount of 0: nothing is debited yet', async () => {
    const gateway = await payToGateway();
    const payment = await pendingPayTo(gateway, { amount: 0 });
    await decide(gateway, payment.id, 'approve');
    expect(await paymentOf(gateway, payment.id)).toMatchObject({
      status: 'AUTHORISED',
      details: { mandateStatus: 'ACTIVE' },
    });
  });

  it('decides once: a second decision finds the agreement closed', async () => {
    const gateway = await payToGateway();
    const payment = await pendingPayTo(gateway);
    await decide(gateway, payment.id, 'decline');
    const again = await decide(gateway, payment.id, 'approve');
    expect(again.body).toContain('This payment has already been decided');
    expect((await paymentOf(gateway, payment.id)).details?.mandateStatus).toBe('DECLINED');
  });
});

describe('the deadline, enforced by the gateway', () => {
  it('times out an agreement nobody decided, once, with its webhook', async () => {
    const gateway = await payToGateway();
    const payment = await pendingPayTo(gateway);
    expect(await expireOverduePayments(gateway.db, new Date())).toBe(0);
    const later = new Date(Date.now() + 11 * 60_000);
    expect(await expireOverduePayments(gateway.db, later)).toBe(1);
    expect(await expireOverduePayments(gateway.db, later)).toBe(0);
    expect(await paymentOf(gateway, payment.id)).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'TIMEDOUT',
      details: { mandateStatus: 'TIMEDOUT' },
    });
    expect((await webhooks(gateway)).at(-1)).toEqual(['REFUSED', 'TIMEDOUT', 'TIMEDOUT']);
  });

  it('takes no approval after the deadline: the agreement has timed out', async () => {
    const gateway = await payToGateway();
    // Still ahead when the gateway checks it, however busy the machine; then waited out.
    const deadline = Date.now() + 3000;
    const response = await startPayTo(
      gateway,
      agreementDetails({ agreementExpiresAt: new Date(deadline).toISOString() }),
    );
    expect(response.statusCode).toBe(201);
    const payment = response.json<GatewayPayment>();
    await new Promise((resolve) => setTimeout(resolve, deadline - Date.now() + 100));
    await decide(gateway, payment.id, 'approve');
    expect(await paymentOf(gateway, payment.id)).toMatchObject({
      status: 'REFUSED',
      details: { mandateStatus: 'TIMEDOUT' },
    });
  });
});

describe('GET /hosted/payto/bank-app: the sandbox banking app', () => {
  it('lists the open requests of a PayID however it is typed, and only those', async () => {
    const gateway = await payToGateway();
    const mine = await pendingPayTo(gateway);
    const decided = await pendingPayTo(gateway);
    await decide(gateway, decided.id, 'decline');
    const other = await startPayTo(
      gateway,
      agreementDetails({ payIdType: 'EMAIL', payId: 'Jane@Example.com' }),
    );
    const page = await gateway.app.inject({
      url: `${PAYTO_BANK_APP_PATH}?payId=${encodeURIComponent(' +61-4123 45678 ')}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(page.body).toContain(approvalPath(mine.id));
    expect(page.body).not.toContain(approvalPath(decided.id));
    expect(page.body).not.toContain(approvalPath(other.json<GatewayPayment>().id));
    const byEmail = await gateway.app.inject({
      url: `${PAYTO_BANK_APP_PATH}?payId=jane%40example.com`,
    });
    expect(byEmail.body).toContain(approvalPath(other.json<GatewayPayment>().id));
    // The phone number as Australians type it finds the same agreement.
    const typed = await gateway.app.inject({
      url: `${PAYTO_BANK_APP_PATH}?payId=${encodeURIComponent('0412 345 678')}`,
    });
    expect(typed.body).toContain(approvalPath(mine.id));
  });

  it('says when nothing waits, in the language asked for', async () => {
    const gateway = await payToGateway();
    const page = await gateway.app.inject({
      url: `${PAYTO_BANK_APP_PATH}?payId=nobody%40example.com&lang=de`,
    });
    expect(page.body).toContain('Für diese PayID warten keine Vereinbarungsanfragen.');
    const empty = await gateway.app.inject({ url: PAYTO_BANK_APP_PATH });
    expect(empty.body).toContain('Your PayID');
    expect(empty.body).not.toContain('Agreement requests');
  });
});
