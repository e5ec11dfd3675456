import { parseThaiQr } from '@paypage/contract/methods/thaiQr';
import { parseUpiIntent } from '@paypage/contract/methods/upiIntent';
import type { CreateGatewayPaymentBody, GatewayPayment } from '@paypage/contract/gatewayApi';
import { afterEach, describe, expect, it } from 'vitest';
import { approvalPath } from '../payments/gatewayMethod';
import { indianRedirectMethod } from './indianRedirect/indianRedirectMethod';
import { promptPayMethod, SANDBOX_BILLER_ID } from './promptPay/promptPayMethod';
import { SANDBOX_PAYEE_UPI_ID, upiMethod } from './upi/upiMethod';
import { expireOverduePayments } from '../payments/expiry';
import {
  AUTH,
  paymentRequest,
  settle,
  startTestGateway,
  type TestGateway,
} from '../testing/testGateway';

const opened: TestGateway[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((gateway) => gateway.close()));
});

async function gateway() {
  const started = await startTestGateway(
    {},
    { methods: [indianRedirectMethod, upiMethod, promptPayMethod] },
  );
  opened.push(started);
  return started;
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const CONTACT = { email: 'asha@example.in', phone: '+919876543210' };
const RETURN =
  'http://localhost:8080/uuid/3f2b8c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f/upi-transaction-created';

function create(g: TestGateway, overrides: Partial<CreateGatewayPaymentBody>) {
  return g.app.inject({
    method: 'POST',
    url: '/v1/payments',
    headers: AUTH,
    payload: paymentRequest({ currency: 'INR', locale: 'en_IN', returnUrl: RETURN, ...overrides }),
  });
}

async function created(g: TestGateway, overrides: Partial<CreateGatewayPaymentBody>) {
  const answer = await create(g, overrides);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<GatewayPayment>();
}

const form = (g: TestGateway, url: string, fields: Record<string, string>) =>
  g.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const read = async (g: TestGateway, id: string) =>
  (
    await g.app.inject({ method: 'GET', url: `/v1/payments/${id}`, headers: AUTH })
  ).json<GatewayPayment>();

const webhookStatuses = async (g: TestGateway) =>
  (await g.db.selectFrom('webhook_outbox').select('body').orderBy('seq').execute()).map(
    (row) => JSON.parse(row.body).data.status as string,
  );

describe('netbanking and PhonePe: the bank’s or PhonePe’s page decides and returns the payer', () => {
  it('starts PENDING with the bank page as the next step, and pays on approval', async () => {
    const g = await gateway();
    const payment = await created(g, {
      method: 'NETBANKING',
      details: { ...CONTACT, bank: 'HDFC', expiresAt: inMinutes(15) },
    });
    expect(payment).toMatchObject({
      status: 'PENDING',
      action: { type: 'redirect', redirectUrl: approvalPath(payment.id) },
      details: { bank: 'HDFC', email: CONTACT.email },
    });
    const page = await g.app.inject({ method: 'GET', url: approvalPath(payment.id) });
    expect(page.body).toContain('Sign in to your online banking to approve this payment.');
    // Browsers apply form-action to the redirect after the post: the payment page's origin too.
    expect(page.headers['content-security-policy']).toContain(
      "form-action 'self' http://localhost:8080;",
    );
    expect(page.body).toContain('₹19.99');
    const answer = await form(g, approvalPath(payment.id), { decision: 'approve' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(RETURN);
    expect(await read(g, payment.id)).toMatchObject({ status: 'SUCCESS' });
    expect(await webhookStatuses(g)).toEqual(['PENDING', 'SUCCESS']);
  });

  it('records a decline at PhonePe as a refusal, in the payer’s language', async () => {
    const g = await gateway();
    const payment = await created(g, {
      method: 'PHONEPE',
      locale: 'de_DE',
      details: { ...CONTACT, expiresAt: inMinutes(15) },
    });
    const page = await g.app.inject({ method: 'GET', url: approvalPath(payment.id) });
    expect(page.body).toContain('Bestätigen Sie diese Zahlung in PhonePe.');
    await form(g, approvalPath(payment.id), { decision: 'decline' });
    expect(await read(g, payment.id)).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'DECLINED',
    });
  });

  it.each<[string, Partial<CreateGatewayPaymentBody>, string]>([
    ['an unknown bank', { method: 'NETBANKING', details: { ...CONTACT, bank: 'XXXX', expiresAt: inMinutes(5) } }, '/details/bank'],
    ['no bank', { method: 'NETBANKING', details: { ...CONTACT, expiresAt: inMinutes(5) } }, '/details'],
    ['a phone without prefix', { method: 'PHONEPE', details: { ...CONTACT, phone: '9876543210', expiresAt: inMinutes(5) } }, '/details/phone'],
    ['euros', { method: 'PHONEPE', currency: 'EUR', details: { ...CONTACT, expiresAt: inMinutes(5) } }, '/currency'],
    ['an expiry in the past', { method: 'PHONEPE', details: { ...CONTACT, expiresAt: inMinutes(-1) } }, '/details/expiresAt'],
    ['an expiry in two days', { method: 'PHONEPE', details: { ...CONTACT, expiresAt: inMinutes(2880) } }, '/details/expiresAt'],
    ['no return address', { method: 'PHONEPE', returnUrl: undefined, details: { ...CONTACT, expiresAt: inMinutes(5) } }, '/returnUrl'],
  ])('refuses %s with the failing field', async (_name, overrides, field) => {
    const g = await gateway();
    const body = paymentRequest({ currency: 'INR', returnUrl: RETURN, ...overrides });
    if ('returnUrl' in overrides && overrides.returnUrl === undefined) delete body.returnUrl;
    const answer = await g.app.inject({ method: 'POST', url: '/v1/payments', headers: AUTH, payload: body });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.map((f: { field: string }) => f.field)).toContain(field);
  });
}); // prettier-ignore

describe('UPI collect requests and the sandbox UPI app', () => {
  it('waits in the payer’s UPI app, which lists it for their UPI ID, and pays there', async () => {
    const g = await gateway();
    const payment = await created(g, {
      method: 'UPI',
      details: { ...CONTACT, payerUpiId: 'asha@okhdfc', payeeName: 'Demo Shop', expiresAt: inMinutes(10) },
    });
    expect(payment).toMatchObject({
      status: 'PENDING',
      details: { payerUpiId: 'asha@okhdfc', payeeName: 'Demo Shop' },
    });
    expect(payment.action).toBeUndefined();
    const app = await g.app.inject({ method: 'GET', url: '/hosted/upi-app?upiId=ASHA@okhdfc' });
    expect(app.statusCode).toBe(200);
    expect(app.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(app.body).toContain(`href="${approvalPath(payment.id)}"`);
    const other = await g.app.inject({ method: 'GET', url: '/hosted/upi-app?upiId=ravi@okaxis' });
    expect(other.body).not.toContain(approvalPath(payment.id));
    expect(other.body).toContain('No payment request is waiting for this UPI ID.');

    const paid = await form(g, approvalPath(payment.id), { decision: 'pay' });
    // The app is on the payer's phone: no return, the payment page learns it by itself.
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Payment approved');
    expect(await read(g, payment.id)).toMatchObject({ status: 'SUCCESS' });
  });

  it('refuses at once a UPI ID the network does not know', async () => {
    const g = await gateway();
    const payment = await created(g, {
      method: 'UPI',
      details: { ...CONTACT, payerUpiId: 'unknown@upi', payeeName: 'Demo Shop', expiresAt: inMinutes(10) },
    });
    expect(payment).toMatchObject({ status: 'REFUSED', refusalReason: 'UNKNOWN_UPI_ID' });
    expect(await webhookStatuses(g)).toEqual(['REFUSED']);
  });

  it.each([['ana sharma@upi'], ['ana'], ['']])('refuses the UPI ID %j', async (payerUpiId) => {
    const g = await gateway();
    const answer = await create(g, {
      method: 'UPI',
      details: { ...CONTACT, payerUpiId, payeeName: 'Demo Shop', expiresAt: inMinutes(10) },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual([expect.objectContaining({ field: '/details/payerUpiId' })]);
  });
}); // prettier-ignore

describe('UPI QR codes', () => {
  it('carries a upi://pay intent of the amount to the sandbox merchant, paid by scanning it', async () => {
    const g = await gateway();
    const payment = await created(g, {
      method: 'UPIQRCODE',
      amount: 123456,
      details: { ...CONTACT, payeeName: 'Demo Shop', note: 'Order 1001', expiresAt: inMinutes(10) },
    });
    const intent = parseUpiIntent(String(payment.details?.qrPayload));
    expect(intent).toMatchObject({
      ok: true,
      intent: { payeeAddress: SANDBOX_PAYEE_UPI_ID, payeeName: 'Demo Shop', amountMinor: 123456, note: 'Order 1001' },
    });
    const scanned = await form(g, '/hosted/upi-app/scan', { payload: `${String(payment.details?.qrPayload)}\n` });
    expect(scanned.statusCode).toBe(303);
    expect(scanned.headers.location).toBe(approvalPath(payment.id));
    await form(g, approvalPath(payment.id), { decision: 'decline' });
    expect(await read(g, payment.id)).toMatchObject({ status: 'REFUSED', refusalReason: 'DECLINED' });
  });

  it('finds no payment for a code it did not make', async () => {
    const g = await gateway();
    const scanned = await form(g, '/hosted/upi-app/scan', { payload: 'upi://pay?pa=x@y' });
    expect(scanned.statusCode).toBe(400);
    expect(scanned.body).toContain('role="alert"');
    expect(scanned.body).toContain('No open payment has this QR code.');
  });
}); // prettier-ignore

describe('PromptPay QR', () => {
  it('carries a Thai QR Payment code of the amount whose CRC checks, paid in the banking app', async () => {
    const g = await gateway();
    const payment = await created(g, {
      method: 'PROMPTPAYQR',
      currency: 'THB',
      amount: 150075,
      locale: 'th_TH',
      details: { payeeName: 'Demo Shop', expiresAt: inMinutes(10) },
    });
    const code = parseThaiQr(String(payment.details?.qrPayload));
    expect(code).toMatchObject({ ok: true, amountMinor: 150075 });
    expect(code.ok && code.merchantAccount.find((f) => f.id === '01')?.value).toBe(SANDBOX_BILLER_ID);
    const app = await g.app.inject({ method: 'GET', url: '/hosted/promptpay-app', headers: { 'accept-language': 'th' } });
    expect(app.body).toContain('<html lang="th" dir="ltr">');
    const scanned = await form(g, '/hosted/promptpay-app/scan', { payload: String(payment.details?.qrPayload) });
    expect(scanned.headers.location).toBe(approvalPath(payment.id));
    const done = await form(g, approvalPath(payment.id), { decision: 'pay' });
    expect(done.statusCode).toBe(200);
    expect(await read(g, payment.id)).toMatchObject({ status: 'SUCCESS' });
  });

  it('takes baht only', async () => {
    const g = await gateway();
    const answer = await create(g, {
      method: 'PROMPTPAYQR',
      currency: 'INR',
      details: { payeeName: 'Demo Shop', expiresAt: inMinutes(10) },
    });
    expect(answer.json().fields).toEqual([expect.objectContaining({ field: '/currency' })]);
  });
}); // prettier-ignore

describe('a waiting payment that runs out', () => {
  async function overdue(g: TestGateway) {
    const payment = await created(g, {
      method: 'UPIQRCODE',
      details: { ...CONTACT, payeeName: 'Demo Shop', expiresAt: inMinutes(10) },
    });
    await g.db.updateTable('payments').set({ expires_at: inMinutes(-1) }).where('id', '=', payment.id).execute();
    return payment;
  }

  it('is refused as EXPIRED when read, with its webhook', async () => {
    const g = await gateway();
    const payment = await overdue(g);
    expect(await read(g, payment.id)).toMatchObject({ status: 'REFUSED', refusalReason: 'EXPIRED' });
    expect(await webhookStatuses(g)).toEqual(['PENDING', 'REFUSED']);
  });

  it('is no longer found by the sandbox apps', async () => {
    const g = await gateway();
    const payment = await overdue(g);
    const scanned = await form(g, '/hosted/upi-app/scan', { payload: String(payment.details?.qrPayload) });
    expect(scanned.statusCode).toBe(400);
    expect(await read(g, payment.id)).toMatchObject({ status: 'REFUSED', refusalReason: 'EXPIRED' });
  });

  it('cannot be approved or settled any more', async () => {
    const g = await gateway();
    const payment = await overdue(g);
    const late = await form(g, approvalPath(payment.id), { decision: 'pay' });
    expect(late.body).toContain('This payment has already been decided');
    expect((await settle(g, payment.id, 'SUCCESS')).statusCode).toBe(409);
    expect(await read(g, payment.id)).toMatchObject({ status: 'REFUSED', refusalReason: 'EXPIRED' });
  });

  it('is refused by the sweep even when nobody asks', async () => {
    const g = await gateway();
    const payment = await overdue(g);
    const open = await created(g, {
      method: 'UPIQRCODE',
      details: { ...CONTACT, payeeName: 'Demo Shop', expiresAt: inMinutes(10) },
    });
    expect(await expireOverduePayments(g.db)).toBe(1);
    const statuses = await g.db.selectFrom('payments').select(['id', 'status']).execute();
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [payment.id]: 'REFUSED',
      [open.id]: 'PENDING',
    });
    expect(await expireOverduePayments(g.db)).toBe(0);
  });
}); // prettier-ignore

describe('the sandbox home page', () => {
  it('lists the Indian and Thai test data and the apps', async () => {
    const g = await gateway();
    const page = await g.app.inject({ method: 'GET', url: '/' });
    for (const text of ['Netbanking banks', 'State Bank of India', 'UPI and UPI QR', 'unknown@upi', 'PromptPay QR', '/hosted/upi-app', '/hosted/promptpay-app']) {
      expect(page.body, text).toContain(text);
    }
  });
}); // prettier-ignore
