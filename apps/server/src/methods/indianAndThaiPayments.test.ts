import type { CreateGatewayPaymentBody, GatewayPayment } from '@paypage/contract/gatewayApi';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import type { CreatePaymentLinkBody } from '@paypage/contract/paymentLink';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fakeGateway, type FakeGatewayOptions } from '../testing/fakeGateway';
import { accepted, startTestApp, type TestApp } from '../testing/testApp';

const CONTACT = { email: 'asha@example.in', phone: '+919876543210' };
const INDIA: Partial<CreatePaymentLinkBody> = {
  amount: 249900,
  currency: 'INR',
  paymentMethods: ['NETBANKING', 'PHONEPE', 'UPI', 'UPIQRCODE'],
};
const THAILAND: Partial<CreatePaymentLinkBody> = {
  amount: 129000,
  currency: 'THB',
  paymentMethods: ['PROMPTPAYQR'],
};

/** The gateway as the sandbox plays these methods: a bank page to go to, or a wait for the app. */
function startsLikeTheSandbox(body: CreateGatewayPaymentBody): Partial<GatewayPayment> {
  if (body.method === 'NETBANKING' || body.method === 'PHONEPE') {
    return {
      status: 'PENDING',
      action: { type: 'redirect', redirectUrl: '/hosted/approve/gp_bank0001' },
      details: { email: String(body.details?.email), expiresAt: String(body.details?.expiresAt) },
    };
  }
  if (String(body.details?.payerUpiId).startsWith('unknown@')) {
    return { status: 'REFUSED', refusalReason: 'UNKNOWN_UPI_ID' };
  }
  const expiresAt = String(body.details?.expiresAt);
  const details: Record<string, string> =
    body.method === 'UPI' ? { expiresAt } : { qrPayload: `code-of-${body.reference}`, expiresAt };
  return { status: 'PENDING', details };
}

async function appWith(options: FakeGatewayOptions = {}) {
  const fake = fakeGateway({ startOther: startsLikeTheSandbox, ...options });
  const t = await startTestApp({}, { gateway: fake.gateway });
  return { t, fake };
}

/** A start with the terms accepted, beside what the test sends (prompt-pay: nothing else). */
const post = (t: TestApp, url: string, body?: object, key: string | null = randomUUID()) =>
  t.inject({
    method: 'POST',
    url,
    headers: key ? { [IDEMPOTENCY_HEADER]: key } : {},
    payload: { ...accepted(), ...body },
  });

const linkStatus = async (t: TestApp, uuid: string) =>
  (await t.services.links.findByUuid(uuid))?.status;

const fieldsOf = (answer: { json(): { fields?: { field: string }[] } }) =>
  answer.json().fields?.map((f) => f.field);

describe('POST /public/{netbanking|phonepe}/payment-link/{uuid}/transaction', () => {
  it('starts a netbanking payment at the chosen bank and sends the payer there', async () => {
    const { t, fake } = await appWith();
    const { uuid } = await t.createLink(INDIA);
    const answer = await post(t, `/public/netbanking/payment-link/${uuid}/transaction`, {
      paymentMethod: 'NETBANKING',
      bank: 'HDFC',
      ...CONTACT,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({
      transactionId: expect.stringMatching(/^tx_/),
      status: 'PENDING',
      redirectUrl: '/hosted/approve/gp_bank0001',
      expiresAt: expect.any(String),
    });
    expect(fake.calls.payments).toEqual([
      expect.objectContaining({
        method: 'NETBANKING',
        amount: 249900,
        currency: 'INR',
        details: { ...CONTACT, bank: 'HDFC', expiresAt: body.expiresAt },
        returnUrl: `${t.pageOrigin}/uuid/${uuid}/netbanking-transaction-created?transaction=${body.transactionId}`,
      }),
    ]);
    // Fifteen minutes at the bank at most.
    const minutes = (Date.parse(body.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    expect(await linkStatus(t, uuid)).toBe('PROCESSING_PAYMENT');
  });

  it('starts PhonePe the same way, back at /phonepe-transaction-created', async () => {
    const { t, fake } = await appWith();
    const { uuid } = await t.createLink(INDIA);
    const answer = await post(t, `/public/phonepe/payment-link/${uuid}/transaction`, {
      paymentMethod: 'PHONEPE',
      ...CONTACT,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(fake.calls.payments[0]?.returnUrl).toContain(
      `/uuid/${uuid}/phonepe-transaction-created?transaction=tx_`,
    );
  });

  it('answers a replay from its record and pays once', async () => {
    const { t, fake } = await appWith();
    const { uuid } = await t.createLink(INDIA);
    const url = `/public/phonepe/payment-link/${uuid}/transaction`;
    const body = { paymentMethod: 'PHONEPE', ...CONTACT };
    const first = await post(t, url, body, 'key-phonepe-0001');
    const again = await post(t, url, body, 'key-phonepe-0001');
    expect(again.json()).toEqual(first.json());
    expect(fake.calls.createPayment).toBe(1);
    const other = await post(t, url, { ...body, email: 'ravi@example.in' }, 'key-phonepe-0001');
    expect(other.statusCode).toBe(422);
  });

  it.each([
    ['no email', 'netbanking', { paymentMethod: 'NETBANKING', bank: 'HDFC', phone: CONTACT.phone }, 'body.email'],
    ['a bad email', 'netbanking', { paymentMethod: 'NETBANKING', bank: 'HDFC', ...CONTACT, email: 'asha@' }, 'body.email'],
    ['a phone without prefix', 'phonepe', { paymentMethod: 'PHONEPE', ...CONTACT, phone: '09876543210' }, 'body.phone'],
    ['no bank', 'netbanking', { paymentMethod: 'NETBANKING', ...CONTACT }, 'body.bank'],
    ['an unknown bank', 'netbanking', { paymentMethod: 'NETBANKING', bank: 'ABCD', ...CONTACT }, 'body.bank'],
    ['a bank for PhonePe', 'phonepe', { paymentMethod: 'PHONEPE', bank: 'HDFC', ...CONTACT }, 'body.bank'],
    ['the other method', 'phonepe', { paymentMethod: 'NETBANKING', bank: 'HDFC', ...CONTACT }, 'body.paymentMethod'],
    ['a field of its own', 'phonepe', { paymentMethod: 'PHONEPE', ...CONTACT, pin: '1234' }, 'body'],
  ])('refuses %s with the failing field and starts nothing', async (_name, segment, body, field) => {
    const { t, fake } = await appWith();
    const { uuid } = await t.createLink(INDIA);
    const answer = await post(t, `/public/${segment}/payment-link/${uuid}/transaction`, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errorCode).toBe('VALIDATION_FAILED');
    expect(fieldsOf(answer)?.some((f) => f.startsWith(field))).toBe(true);
    expect(fake.calls.createPayment).toBe(0);
    expect(await linkStatus(t, uuid)).toBe('VALID');
  });

  it('needs an Idempotency-Key, a link in rupees that offers the method, and a VALID link', async () => {
    const { t } = await appWith();
    const body = { paymentMethod: 'PHONEPE', ...CONTACT };
    const { uuid } = await t.createLink(INDIA);
    const url = `/public/phonepe/payment-link/${uuid}/transaction`;
    expect((await post(t, url, body, null)).statusCode).toBe(400);
    const euros = await t.createLink({ ...INDIA, currency: 'EUR' });
    const inEuros = await post(t, `/public/phonepe/payment-link/${euros.uuid}/transaction`, body);
    expect([inEuros.statusCode, inEuros.json().errorCode]).toEqual([400, 'PAYMENT_METHOD_NOT_OFFERED']);
    const cardOnly = await t.createLink({ ...INDIA, paymentMethods: ['CARD'] });
    const notOffered = await post(t, `/public/phonepe/payment-link/${cardOnly.uuid}/transaction`, body);
    expect(notOffered.json().errorCode).toBe('PAYMENT_METHOD_NOT_OFFERED');
    expect((await post(t, url, body)).statusCode).toBe(200);
    const second = await post(t, url, body);
    expect([second.statusCode, second.json().errorCode]).toEqual([409, 'PAYMENT_LINK_PROCESSING']);
    const unknown = await post(t, `/public/phonepe/payment-link/${randomUUID()}/transaction`, body);
    expect(unknown.statusCode).toBe(404);
  });
}); // prettier-ignore

describe('POST /public/upi/payment-link/{uuid}/transaction', () => {
  it('sends a collect request to the payer’s UPI ID, in the merchant’s name', async () => {
    const { t, fake } = await appWith();
    const { uuid } = await t.createLink({ ...INDIA, merchantReference: 'ORDER-1001' });
    const answer = await post(t, `/public/upi/payment-link/${uuid}/transaction`, {
      paymentMethod: 'UPI',
      upiId: 'asha@okhdfc',
      ...CONTACT,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'PENDING', expiresAt: expect.any(String) });
    expect(answer.json().redirectUrl).toBeUndefined();
    expect(fake.calls.payments[0]).toMatchObject({
      method: 'UPI',
      details: { ...CONTACT, payerUpiId: 'asha@okhdfc', payeeName: t.merchant.name, note: 'ORDER-1001' },
    });
  });

  it('makes a UPI QR code whose content the waiting page reads with the payment’s status', async () => {
    const { t, fake } = await appWith();
    const { uuid } = await t.createLink(INDIA);
    const answer = await post(t, `/public/upi/payment-link/${uuid}/transaction`, {
      paymentMethod: 'UPIQRCODE',
      ...CONTACT,
    });
    const { transactionId } = answer.json();
    const status = await t.inject({ method: 'GET', url: `/public/payment-link/${uuid}/transaction/${transactionId}` });
    expect(status.json()).toMatchObject({
      paymentMethod: 'UPIQRCODE',
      status: 'PENDING',
      linkStatus: 'PROCESSING_PAYMENT',
      details: { qrPayload: `code-of-${transactionId}` },
    });
    fake.decide(transactionId, { status: 'SUCCESS' });
    const paid = await t.inject({ method: 'GET', url: `/public/payment-link/${uuid}/transaction/${transactionId}` });
    expect(paid.json()).toMatchObject({ status: 'COMPLETED', linkStatus: 'CONSUMED' });
  });

  it('gives the link back at once when the payer’s UPI ID is unknown', async () => {
    const { t } = await appWith();
    const { uuid } = await t.createLink(INDIA);
    const answer = await post(t, `/public/upi/payment-link/${uuid}/transaction`, {
      paymentMethod: 'UPI',
      upiId: 'unknown@upi',
      ...CONTACT,
    });
    expect(answer.json()).toMatchObject({ status: 'REFUSED' });
    expect(answer.json().expiresAt).toBeUndefined();
    expect(await linkStatus(t, uuid)).toBe('VALID');
  });

  it('ends the collect request with the link when the link ends first', async () => {
    const { t } = await appWith();
    const expirationDate = new Date(Date.now() + 3 * 60_000).toISOString();
    const { uuid } = await t.createLink({ ...INDIA, expirationDate });
    const answer = await post(t, `/public/upi/payment-link/${uuid}/transaction`, {
      paymentMethod: 'UPI',
      upiId: 'asha@okhdfc',
      ...CONTACT,
    });
    expect(Date.parse(answer.json().expiresAt)).toBe(Date.parse(expirationDate));
  });

  it.each([
    ['no UPI ID for a collect request', { paymentMethod: 'UPI', ...CONTACT }, 'body.upiId'],
    ['a UPI ID with a space', { paymentMethod: 'UPI', upiId: 'asha sharma@upi', ...CONTACT }, 'body.upiId'],
    ['a UPI ID without handle', { paymentMethod: 'UPI', upiId: 'asha', ...CONTACT }, 'body.upiId'],
    ['a UPI ID with a QR code', { paymentMethod: 'UPIQRCODE', upiId: 'asha@upi', ...CONTACT }, 'body.upiId'],
    ['another method', { paymentMethod: 'PHONEPE', ...CONTACT }, 'body.paymentMethod'],
    ['no phone', { paymentMethod: 'UPIQRCODE', email: CONTACT.email }, 'body.phone'],
  ])('refuses %s', async (_name, body, field) => {
    const { t, fake } = await appWith();
    const { uuid } = await t.createLink(INDIA);
    const answer = await post(t, `/public/upi/payment-link/${uuid}/transaction`, body);
    expect(answer.statusCode).toBe(400);
    expect(fieldsOf(answer)?.some((f) => f.startsWith(field))).toBe(true);
    expect(fake.calls.createPayment).toBe(0);
  });
}); // prettier-ignore

describe('POST /public/prompt-pay/payment-link/{uuid}', () => {
  it('answers the page’s address of the Thai QR code and the payment’s id', async () => {
    const { t, fake } = await appWith();
    const { uuid } = await t.createLink(THAILAND);
    const answer = await post(t, `/public/prompt-pay/payment-link/${uuid}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { redirectUrl, paymentUuid } = answer.json();
    expect(redirectUrl).toBe(`${t.pageOrigin}/uuid/${uuid}/promptpayqr?transaction=${paymentUuid}`);
    expect(fake.calls.payments[0]).toMatchObject({
      method: 'PROMPTPAYQR',
      amount: 129000,
      currency: 'THB',
      details: { payeeName: t.merchant.name, expiresAt: expect.any(String) },
    });
    const again = await post(t, `/public/prompt-pay/payment-link/${uuid}`);
    expect(again.json().errorCode).toBe('PAYMENT_LINK_PROCESSING');
  });

  it('pays in baht only, and never without an Idempotency-Key', async () => {
    const { t, fake } = await appWith();
    const rupees = await t.createLink({ ...THAILAND, currency: 'INR' });
    const answer = await post(t, `/public/prompt-pay/payment-link/${rupees.uuid}`);
    expect([answer.statusCode, answer.json().errorCode]).toEqual([400, 'PAYMENT_METHOD_NOT_OFFERED']);
    const { uuid } = await t.createLink(THAILAND);
    expect((await post(t, `/public/prompt-pay/payment-link/${uuid}`, undefined, null)).statusCode).toBe(400);
    expect(fake.calls.createPayment).toBe(0);
  });

  it('tells the merchant how the payment ended, with what the code carried', async () => {
    const { t, fake } = await appWith();
    const { uuid } = await t.createLink(THAILAND);
    const { paymentUuid } = (await post(t, `/public/prompt-pay/payment-link/${uuid}`)).json();
    fake.decide(paymentUuid, { status: 'REFUSED', refusalReason: 'EXPIRED' });
    const status = await t.inject({ method: 'GET', url: `/public/payment-link/${uuid}/transaction/${paymentUuid}` });
    expect(status.json()).toMatchObject({ status: 'REFUSED', refusalReason: 'EXPIRED', linkStatus: 'VALID' });
    const merchantView = await t.inject({
      method: 'GET',
      url: `/api/v1/payment-links/${uuid}`,
      headers: { authorization: `Bearer ${t.apiKey}` },
    });
    expect(merchantView.json().transactions).toEqual([
      expect.objectContaining({
        paymentMethod: 'PROMPTPAYQR',
        status: 'REFUSED',
        refusalReason: 'EXPIRED',
        currency: 'THB',
        details: expect.objectContaining({ qrPayload: `code-of-${paymentUuid}` }),
      }),
    ]);
  });
}); // prettier-ignore
