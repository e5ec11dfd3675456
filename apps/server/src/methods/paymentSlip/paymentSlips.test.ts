import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { CreateGatewayPaymentBody, GatewayPayment } from '@paypage/contract/gatewayApi';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import type {
  GatewayPaymentSlip,
  PaymentSlipIssuedResponse,
  PaymentSlipResponse,
} from '@paypage/contract/methods/paymentSlip';
import { GatewayUnavailable } from '../../gateway/gateway';
import { fakeGateway, type FakeCall } from '../../testing/fakeGateway';
import { accepted, startTestApp, type TestApp } from '../../testing/testApp';

const IBAN = 'DE73999600000123456789';
const REFERENCE = 'RF18539007547034';
let keyCounter = 0;
const newKey = () => `slip-key-${Date.now()}-${keyCounter++}`;

/** The sandbox's slips as the fake plays them: PENDING with their facts, the account on request. */
function startSlip(body: CreateGatewayPaymentBody): Partial<GatewayPayment> {
  const details = body.details ?? {};
  return {
    status: 'PENDING',
    details: {
      customerName: String(details.customerName),
      creditorName: String(details.creditorName),
      creditorReference: REFERENCE,
      maskedIban: 'DE****************6789',
      dueDate: String(details.dueDate),
      ...(details.processingOption ? { processingOption: details.processingOption } : {}),
    },
  };
}

async function slipApp(options: { slipsDown?: boolean } = {}) {
  let payments = new Map<string, GatewayPayment>();
  // GET /v1/payment-slips/{id}: the account of any slip the fake holds.
  const calls = new Proxy({} as Record<string, FakeCall>, {
    get: (_target, key) => {
      const id = /^GET \/v1\/payment-slips\/(gp_[A-Za-z0-9]+)$/.exec(String(key))?.[1];
      const payment = [...payments.values()].find((p) => p.id === id);
      if (!payment) return undefined;
      return (): GatewayPaymentSlip => {
        if (options.slipsDown) throw new GatewayUnavailable('down');
        return {
          paymentId: payment.id,
          iban: IBAN,
          creditorReference: REFERENCE,
          dueDate: String(payment.details?.dueDate),
        };
      };
    },
  });
  const fake = fakeGateway({ startOther: startSlip, calls });
  payments = fake.payments;
  const t = await startTestApp({}, { gateway: fake.gateway });
  return { t, fake };
}

/** Issues a slip with the terms accepted beside `body`; no body at all when it is undefined. */
function issue(t: TestApp, uuid: string, body: object | undefined, key: string | null = newKey()) {
  return t.inject({
    method: 'POST',
    url: `/public/payment-slip/payment-link/${uuid}`,
    headers: key ? { [IDEMPOTENCY_HEADER]: key } : {},
    ...(body === undefined ? {} : { payload: { ...accepted(), ...body } }),
  });
}

const show = (t: TestApp, uuid: string, transactionId: string) =>
  t.inject({
    method: 'GET',
    url: `/public/payment-slip/payment-link/${uuid}/transaction/${transactionId}`,
  });

const slipLink = (t: TestApp, body: Record<string, unknown> = {}) =>
  t.createLink({ amount: 4990, paymentMethods: ['PAYMENT_SLIP', 'CARD'], ...body });

const linkStatus = async (t: TestApp, uuid: string) =>
  (await t.services.links.findByUuid(uuid))?.status;

describe('POST /public/payment-slip/payment-link/{uuid}', () => {
  it('issues the slip: the provider gets the payer, the creditor and the due date', async () => {
    const { t, fake } = await slipApp();
    const { uuid } = await slipLink(t, {
      paymentSettings: { paymentSlip: { processingOption: 'GIRO', lowercased: true } },
    });
    const response = await issue(t, uuid, { customerName: '  Alex Example ' });
    expect(response.statusCode).toBe(200);
    const issued = response.json<PaymentSlipIssuedResponse>();
    expect(issued).toMatchObject({
      status: 'PENDING',
      linkStatus: 'PROCESSING_PAYMENT',
      customerName: 'Alex Example',
      creditorReference: REFERENCE,
    });
    // Its account is read with GET: not even the stored answer of the request holds the IBAN.
    expect(response.body).not.toContain(IBAN);
    const [sent] = fake.calls.payments;
    expect(sent).toMatchObject({ method: 'PAYMENT_SLIP', amount: 4990, currency: 'EUR' });
    expect(sent?.details).toMatchObject({
      customerName: 'Alex Example',
      creditorName: 'Test Shop Ltd',
      processingOption: 'giro',
    });
    const due = Date.parse(String(sent?.details?.dueDate));
    expect(Math.abs(due - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000);
    expect(issued.dueDate).toBe(new Date(due).toISOString());
    expect(await linkStatus(t, uuid)).toBe('PROCESSING_PAYMENT');
  });

  it('never issues a second slip while one is open: a new key, a second tab get the same', async () => {
    const { t, fake } = await slipApp();
    const { uuid } = await slipLink(t);
    const first = (await issue(t, uuid, { customerName: 'Alex Example' })).json();
    const again = await issue(t, uuid, { customerName: 'Someone Else' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(fake.calls.payments).toHaveLength(1);
  });

  it('answers a replayed key from its record, and another body under it with 422', async () => {
    const { t, fake } = await slipApp();
    const { uuid } = await slipLink(t);
    const key = newKey();
    const first = await issue(t, uuid, { customerName: 'Alex Example' }, key);
    const replay = await issue(t, uuid, { customerName: 'Alex Example' }, key);
    expect(replay.json()).toEqual(first.json());
    expect((await issue(t, uuid, { customerName: 'Kim Other' }, key)).statusCode).toBe(422);
    expect(fake.calls.payments).toHaveLength(1);
  });

  it.each([
    ['no body', undefined, 'body'],
    ['no name', {}, 'body.customerName'],
    ['an empty name', { customerName: '' }, 'body.customerName'],
    ['a name of 71 characters', { customerName: 'a'.repeat(71) }, 'body.customerName'],
    ['a name with an @', { customerName: 'alex@example.com' }, 'body.customerName'],
    ['a name with markup', { customerName: '<b>Alex</b>' }, 'body.customerName'],
    ['an unknown field', { customerName: 'Alex', iban: IBAN }, 'body.iban'],
    ['a number for a name', { customerName: 42 }, 'body.customerName'],
  ])('refuses %s with the failing field, and moves nothing', async (_what, body, field) => {
    const { t, fake } = await slipApp();
    const { uuid } = await slipLink(t);
    const response = await issue(t, uuid, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_FAILED');
    expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(fake.calls.payments).toHaveLength(0);
    expect(await linkStatus(t, uuid)).toBe('VALID');
  });

  it('takes names of every script (SPEC §5: letters, not just Latin ones)', async () => {
    const { t } = await slipApp();
    for (const name of ['Łukasz Żółć', 'Иван Петров', '山田 太郎', 'สมชาย ใจดี']) {
      const { uuid } = await slipLink(t);
      const response = await issue(t, uuid, { customerName: name });
      expect(response.json().customerName, name).toBe(name);
    }
  });

  it('asks for an Idempotency-Key', async () => {
    const { t } = await slipApp();
    const { uuid } = await slipLink(t);
    const response = await issue(t, uuid, { customerName: 'Alex' }, null);
    expect(response.statusCode).toBe(400);
  });

  it.each([
    ['a link without slips', { paymentMethods: ['CARD'] }, /does not offer PAYMENT_SLIP/],
    ['a link in Singapore dollars', { currency: 'SGD' }, /EUR only/],
    ['an amount of 0', { amount: 0 }, /0\.01/],
  ])('refuses %s as not offered', async (_what, link, message) => {
    const { t, fake } = await slipApp();
    const { uuid } = await slipLink(t, link);
    const response = await issue(t, uuid, { customerName: 'Alex Example' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('PAYMENT_METHOD_NOT_OFFERED');
    expect(response.json().message).toMatch(message);
    expect(fake.calls.payments).toHaveLength(0);
  });

  it('refuses a merchant with neither a creditor nor a name to pay', async () => {
    const { t } = await slipApp();
    const created = await t.inject({
      method: 'POST',
      url: '/api/v1/payment-links',
      headers: { authorization: `Bearer ${t.otherApiKey}` },
      payload: { amount: 1000, currency: 'EUR', paymentMethods: ['PAYMENT_SLIP'] },
    });
    const response = await issue(t, created.json().uuid, { customerName: 'Alex Example' });
    expect(response.json()).toMatchObject({
      statusCode: 400,
      errorCode: 'PAYMENT_METHOD_NOT_OFFERED',
    });
    expect(await linkStatus(t, created.json().uuid)).toBe('VALID');
  });

  it('answers SPEC §8 409s for a link paid, expired, invalidated or paid by another method', async () => {
    const { t } = await slipApp();
    const cases = [
      ['CONSUMED', 'PAYMENT_LINK_CONSUMED'],
      ['EXPIRED', 'PAYMENT_LINK_EXPIRED'],
      ['INVALIDATED', 'PAYMENT_LINK_INVALIDATED'],
      ['PROCESSING_PAYMENT', 'PAYMENT_LINK_PROCESSING'],
    ] as const;
    for (const [status, errorCode] of cases) {
      const { uuid } = await slipLink(t);
      await t.db.updateTable('payment_links').set({ status }).where('uuid', '=', uuid).execute();
      const response = await issue(t, uuid, { customerName: 'Alex Example' });
      expect(response.statusCode, status).toBe(409);
      expect(response.json().errorCode, status).toBe(errorCode);
    }
  });

  it('caps the due date at the link’s expiry', async () => {
    const { t, fake } = await slipApp();
    const expirationDate = new Date(Date.now() + 3_600_000).toISOString();
    const { uuid } = await slipLink(t, { expirationDate });
    const issued = (await issue(t, uuid, { customerName: 'Alex Example' })).json();
    expect(fake.calls.payments[0]?.details?.dueDate).toBe(expirationDate);
    expect(issued.dueDate).toBe(expirationDate);
  });

  it('gives the link back when the provider refuses the slip; 502 when it does not answer', async () => {
    const refusing = fakeGateway({ startOther: startSlip });
    refusing.gateway.createPayment = async () => {
      const { GatewayRejected } = await import('../../gateway/gateway');
      throw new GatewayRejected(400, '/details/dueDate must be in the future');
    };
    const t = await startTestApp({}, { gateway: refusing.gateway });
    const { uuid } = await slipLink(t);
    const refused = await issue(t, uuid, { customerName: 'Alex Example' });
    expect(refused.statusCode).toBe(400);
    expect(await linkStatus(t, uuid)).toBe('VALID');

    const silent = fakeGateway({ startOther: startSlip });
    silent.gateway.createPayment = async () => {
      throw new GatewayUnavailable('timeout');
    };
    const t2 = await startTestApp({}, { gateway: silent.gateway });
    const link2 = await slipLink(t2);
    expect((await issue(t2, link2.uuid, { customerName: 'Alex Example' })).statusCode).toBe(502);
  });

  it('404 for an unknown link, 400 for a uuid that is none', async () => {
    const { t } = await slipApp();
    const unknown = await issue(t, '3f2b8c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f', {
      customerName: 'Alex',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await issue(t, 'not-a-uuid', { customerName: 'Alex' })).statusCode).toBe(400);
  });
});

describe('GET /public/payment-slip/payment-link/{uuid}/transaction/{transactionId}', () => {
  async function issued(t: TestApp, link: Record<string, unknown> = {}) {
    const { uuid } = await slipLink(t, link);
    const { transactionId } = (await issue(t, uuid, { customerName: 'Alex Example' })).json();
    return { uuid, transactionId: transactionId as string };
  }

  it('shows the slip with the account from the provider and the merchant’s creditor', async () => {
    const { t } = await slipApp();
    await t.services.db
      .updateTable('merchants')
      .set({ creditor_address: 'Shop Street 1, 10115 Berlin' })
      .where('id', '=', t.merchant.id)
      .execute();
    const { uuid, transactionId } = await issued(t);
    const response = await show(t, uuid, transactionId);
    expect(response.statusCode).toBe(200);
    expect(response.json<PaymentSlipResponse>()).toEqual({
      transactionId,
      status: 'PENDING',
      linkStatus: 'PROCESSING_PAYMENT',
      customerName: 'Alex Example',
      amount: 4990,
      currency: 'EUR',
      creditor: { name: 'Test Shop Ltd', address: 'Shop Street 1, 10115 Berlin' },
      iban: IBAN,
      creditorReference: REFERENCE,
      dueDate: expect.any(String),
    });
  });

  it('keeps no full IBAN anywhere in the service’s store', async () => {
    const { t } = await slipApp();
    const { uuid, transactionId } = await issued(t);
    expect((await show(t, uuid, transactionId)).json().iban).toBe(IBAN);
    const tables = ['transactions', 'idempotency_keys', 'merchant_webhooks', 'events'];
    for (const table of tables) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
        t.db,
      );
      expect(JSON.stringify(rows.rows), table).not.toContain(IBAN);
    }
    const tx = await t.services.transactions.findById(transactionId);
    expect(tx?.details).toMatchObject({
      maskedIban: 'DE****************6789',
      creditorReference: REFERENCE,
    });
  });

  it('follows the provider: a transfer received consumes the link, and the merchant hears of both', async () => {
    const { t, fake } = await slipApp();
    await t.services.db
      .updateTable('merchants')
      .set({ webhook_url: 'https://shop.example/hooks', webhook_secret: 'whsec_test_0123456789' })
      .where('id', '=', t.merchant.id)
      .execute();
    const { uuid, transactionId } = await issued(t);
    fake.decide(transactionId, {
      status: 'SUCCESS',
      details: {
        ...fake.payments.get(transactionId)?.details,
        receivedAt: new Date().toISOString(),
      },
    });
    const shown = (await show(t, uuid, transactionId)).json();
    expect(shown).toMatchObject({ status: 'COMPLETED', linkStatus: 'CONSUMED', iban: IBAN });
    const told = await t.db
      .selectFrom('merchant_webhooks')
      .select('body')
      .orderBy('created_at')
      .execute();
    const events = told.map((row) => JSON.parse(row.body).data);
    expect(events.map((e) => [e.status, e.transaction.status])).toEqual([
      ['PROCESSING_PAYMENT', 'PENDING'],
      ['CONSUMED', 'COMPLETED'],
    ]);
    expect(events[0].transaction.details).toMatchObject({ creditorReference: REFERENCE });
  });

  it('not received by the due date: refused, the link open again, and a new slip may be issued', async () => {
    const { t, fake } = await slipApp();
    const { uuid, transactionId } = await issued(t);
    fake.decide(transactionId, { status: 'REFUSED', refusalReason: 'EXPIRED' });
    const shown = (await show(t, uuid, transactionId)).json();
    expect(shown).toMatchObject({
      status: 'REFUSED',
      linkStatus: 'VALID',
      refusalReason: 'EXPIRED',
    });
    const next = await issue(t, uuid, { customerName: 'Alex Example' });
    expect(next.statusCode).toBe(200);
    expect(next.json().transactionId).not.toBe(transactionId);
    expect(fake.calls.payments).toHaveLength(2);
  });

  it('shows the slip again after a restart of the waiting, and from the link status route too', async () => {
    const { t } = await slipApp();
    const { uuid, transactionId } = await issued(t);
    const status = await t.inject({
      method: 'GET',
      url: `/public/payment-link/${uuid}/transaction/${transactionId}`,
    });
    expect(status.json()).toMatchObject({
      paymentMethod: 'PAYMENT_SLIP',
      status: 'PENDING',
      linkStatus: 'PROCESSING_PAYMENT',
      details: { creditorReference: REFERENCE },
    });
    expect(status.body).not.toContain(IBAN);
  });

  it('404 for a payment of another link, another method or none; 400 for a bad id', async () => {
    const { t } = await slipApp();
    const first = await issued(t);
    const second = await issued(t);
    expect((await show(t, second.uuid, first.transactionId)).statusCode).toBe(404);
    expect((await show(t, first.uuid, 'tx_unknown00000')).json().errorCode).toBe(
      'TRANSACTION_NOT_FOUND',
    );
    const card = await t.createLink({ paymentMethods: ['CARD', 'PAYMENT_SLIP'] });
    await t.services.transactions.insert({
      id: 'tx_cardpayment01',
      linkUuid: card.uuid,
      merchantId: t.merchant.id,
      paymentMethod: 'CARD',
      status: 'PENDING',
      amount: 1999,
      currency: 'EUR',
      gatewayPaymentId: null,
      assetId: null,
      details: null,
      refusalReason: null,
      termsAcceptance: null,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
    expect((await show(t, card.uuid, 'tx_cardpayment01')).statusCode).toBe(404);
    expect((await show(t, first.uuid, 'nope')).statusCode).toBe(400);
  });

  it('502 when the provider cannot say which account the slip is paid into', async () => {
    const { t } = await slipApp({ slipsDown: true });
    const { uuid, transactionId } = await issued(t);
    const response = await show(t, uuid, transactionId);
    expect(response.statusCode).toBe(502);
    expect(response.json().errorCode).toBe('GATEWAY_UNAVAILABLE');
  });
});
