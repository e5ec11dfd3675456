import { describe, expect, it } from 'vitest';
import type { CreateGatewayPaymentBody, GatewayPayment } from '@paypage/contract/gatewayApi';
import { IDEMPOTENCY_HEADER, SOURCE_HEADER } from '@paypage/contract/headers';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import { SIGNATURE_HEADER, signWebhook } from '@paypage/contract/webhookSignature';
import { GatewayRejected, GatewayUnavailable } from '../../gateway/gateway';
import { demoLinks } from '../../demo/demoLinks';
import { fakeGateway, type FakeGatewayOptions } from '../../testing/fakeGateway';
import { accepted, startTestApp, WEBHOOK_SECRET, type TestApp } from '../../testing/testApp';

const ROUTES = {
  REQUEST_TO_PAY: 'request-to-pay',
  TRUSTLY: 'trustly',
  PAYBYBANK: 'paybybank',
  ACCOUNT_TO_PAY: 'account-to-pay',
} as const;
type BankMethod = keyof typeof ROUTES;
const BANK_METHODS = Object.keys(ROUTES) as BankMethod[];

const PAYER = { firstName: 'Ana', lastName: 'Example', email: 'ana@example.com' };
const GATEWAY = 'http://localhost:8081';

let keyCounter = 0;
const newKey = () => `key-${Date.now()}-${keyCounter++}`;

const gatewayIdOf = (reference: string) => `gp_${reference.replace(/[^A-Za-z0-9]/g, '')}`;

/** The sandbox as it answers these methods: PENDING, the bank's page next. */
const atTheBank = (body: CreateGatewayPaymentBody): Partial<GatewayPayment> => ({
  status: 'PENDING',
  action: { type: 'redirect', redirectUrl: `/hosted/approve/${gatewayIdOf(body.reference)}` },
});

async function bankApp(options: FakeGatewayOptions = {}) {
  const fake = fakeGateway({ startOther: atTheBank, ...options });
  const t = await startTestApp({}, { gateway: fake.gateway });
  return { t, fake };
}

function start(
  t: TestApp,
  method: BankMethod,
  uuid: string,
  { key = newKey(), body }: { key?: string | null; body?: object } = {},
) {
  return t.inject({
    method: 'POST',
    url: `/public/${ROUTES[method]}/payment-link/${uuid}`,
    headers: key ? { [IDEMPOTENCY_HEADER]: key } : {},
    payload: { ...accepted(), ...(body ?? (method === 'TRUSTLY' ? PAYER : {})) },
  });
}

/** The gateway tells the service how the bank decided, as its signed webhook does. */
function webhookFor(t: TestApp, payment: GatewayPayment, eventId: string) {
  const raw = JSON.stringify({
    id: eventId,
    type: 'payment.updated',
    createdAt: new Date().toISOString(),
    data: payment,
  });
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

const merchantView = async (t: TestApp, uuid: string) =>
  (
    await t.inject({
      method: 'GET',
      url: `/api/v1/payment-links/${uuid}`,
      headers: { authorization: `Bearer ${t.apiKey}` },
    })
  ).json();

const linkStatus = async (t: TestApp, uuid: string) =>
  (await t.services.links.findByUuid(uuid))?.status;

describe.each(BANK_METHODS)('POST /public/%s/payment-link/{uuid}', (method) => {
  it('moves the link into payment and answers where the bank is and our payment id', async () => {
    const { t, fake } = await bankApp();
    const { uuid } = await t.createLink({ paymentMethods: [method], locale: 'de_DE' });
    const answer = await start(t, method, uuid);
    expect(answer.statusCode).toBe(200);
    const { redirectUrl, paymentUuid } = answer.json();
    expect(paymentUuid).toMatch(/^tx_/);
    expect(redirectUrl).toBe(`${GATEWAY}/hosted/approve/${gatewayIdOf(paymentUuid)}`);
    expect(await linkStatus(t, uuid)).toBe('PROCESSING_PAYMENT');
    expect(fake.calls.payments).toEqual([
      expect.objectContaining({ reference: paymentUuid, method, locale: 'de_DE', amount: 1999 }),
    ]);
    expect(await t.services.transactions.findById(paymentUuid)).toMatchObject({
      paymentMethod: method,
      status: 'PENDING',
    });
  });

  it('is one payment whatever the retries: a replay answers the same, another key is refused', async () => {
    const { t, fake } = await bankApp();
    const { uuid } = await t.createLink({ paymentMethods: [method] });
    const key = newKey();
    const first = await start(t, method, uuid, { key });
    const replay = await start(t, method, uuid, { key });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const another = await start(t, method, uuid);
    expect([another.statusCode, another.json().errorCode]).toEqual([
      409,
      'PAYMENT_LINK_PROCESSING',
    ]);
    expect(fake.calls.createPayment).toBe(1);
  });

  it('needs an Idempotency-Key, a known link that offers the method and is VALID', async () => {
    const { t } = await bankApp();
    const { uuid } = await t.createLink({ paymentMethods: [method] });
    const noKey = await start(t, method, uuid, { key: null });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().fields[0].field).toBe(`headers.${IDEMPOTENCY_HEADER}`);
    const other = await t.createLink({ paymentMethods: ['CARD'] });
    const notOffered = await start(t, method, other.uuid);
    expect([notOffered.statusCode, notOffered.json().errorCode]).toEqual([
      400,
      'PAYMENT_METHOD_NOT_OFFERED',
    ]);
    const unknown = await start(t, method, '3f2504e0-4f89-41d3-9a0c-0305e82c3301');
    expect(unknown.statusCode).toBe(404);
    const malformed = await start(t, method, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields[0].field).toBe('params.uuid');
    await t.inject({
      method: 'POST',
      url: `/api/v1/payment-links/${uuid}/invalidate`,
      headers: { authorization: `Bearer ${t.apiKey}` },
    });
    const invalidated = await start(t, method, uuid);
    expect([invalidated.statusCode, invalidated.json().errorCode]).toEqual([
      409,
      'PAYMENT_LINK_INVALIDATED',
    ]);
  });

  it.each([
    ['refuses the request', new GatewayRejected(400, 'no bank today'), 400, 'VALID'],
    ['is down', new GatewayUnavailable('down'), 502, 'PROCESSING_PAYMENT'],
  ] as const)(
    'a provider that %s: %i, the link %s',
    async (_case, error, statusCode, afterwards) => {
      const fake = fakeGateway();
      fake.gateway.createPayment = async () => {
        throw error;
      };
      const t = await startTestApp({}, { gateway: fake.gateway });
      const { uuid } = await t.createLink({ paymentMethods: [method] });
      const answer = await start(t, method, uuid);
      expect(answer.statusCode).toBe(statusCode);
      // Refused: no payment exists there, the shopper may pay again. Unknown: wait and see.
      expect(await linkStatus(t, uuid)).toBe(afterwards);
    },
  );
});

// On the origin of the page that started the payment (decision 0011), as the request names it.
describe('where the bank sends the shopper back', () => {
  it.each<[BankMethod, (page: string, uuid: string, tx: string) => string]>([
    ['REQUEST_TO_PAY', (page, uuid, tx) => `${page}/uuid/${uuid}/mid/${tx}/success`],
    ['ACCOUNT_TO_PAY', (page, uuid, tx) => `${page}/uuid/${uuid}/mid/${tx}/success`],
    [
      'TRUSTLY',
      (page, uuid, tx) => `${page}/uuid/${uuid}/trustly-transaction-created?transactionId=${tx}`,
    ],
    [
      'PAYBYBANK',
      (page, uuid, tx) => `${page}/pay-by-bank-result?uuid=${uuid}&transactionId=${tx}`,
    ],
  ])('%s: the address names the link and our transaction', async (method, expected) => {
    const { t, fake } = await bankApp();
    const { uuid } = await t.createLink({ paymentMethods: [method] });
    const { paymentUuid } = (await start(t, method, uuid)).json();
    expect(fake.calls.payments[0]?.returnUrl).toBe(expected(t.pageOrigin, uuid, paymentUuid));
  });

  it('goes straight back there when the provider decided at once (no bank page)', async () => {
    const { t } = await bankApp({ startOther: () => ({ status: 'REFUSED' }) });
    const { uuid } = await t.createLink({ paymentMethods: ['REQUEST_TO_PAY'] });
    const { redirectUrl, paymentUuid } = (await start(t, 'REQUEST_TO_PAY', uuid)).json();
    expect(redirectUrl).toBe(`${t.pageOrigin}/uuid/${uuid}/mid/${paymentUuid}/success`);
    expect(await linkStatus(t, uuid)).toBe('VALID');
  });
});

describe('Trustly: the payer (SPEC §5)', () => {
  it('passes the trimmed name and email to the provider', async () => {
    const { t, fake } = await bankApp();
    const { uuid } = await t.createLink({ paymentMethods: ['TRUSTLY'] });
    const body = { firstName: '  Zoë ', lastName: 'Ñúñez-Ødegård ', email: 'zoe@example.com' };
    const answer = await start(t, 'TRUSTLY', uuid, { body });
    expect(answer.statusCode).toBe(200);
    expect(fake.calls.payments[0]?.details).toEqual({
      firstName: 'Zoë',
      lastName: 'Ñúñez-Ødegård',
      email: 'zoe@example.com',
    });
  });

  it.each<[Record<string, unknown>, string[]]>([
    [{}, ['body.firstName', 'body.lastName', 'body.email']],
    [{ ...PAYER, firstName: '' }, ['body.firstName']],
    [{ ...PAYER, firstName: '   ' }, ['body.firstName']],
    [{ ...PAYER, lastName: 'x'.repeat(51) }, ['body.lastName']],
    [{ ...PAYER, email: `${'a'.repeat(59)}@example.com` }, ['body.email']],
    [{ ...PAYER, email: 'ana at example.com' }, ['body.email']],
    [{ ...PAYER, email: 'ana@example' }, ['body.email']],
    [{ ...PAYER, phone: '+4915112345678' }, ['body.phone']],
    [{ ...PAYER, firstName: 7 }, ['body.firstName']],
  ])('refuses %j with the failing fields, moving nothing', async (body, fields) => {
    const { t, fake } = await bankApp();
    const { uuid } = await t.createLink({ paymentMethods: ['TRUSTLY'] });
    const answer = await start(t, 'TRUSTLY', uuid, { body });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errorCode).toBe('VALIDATION_FAILED');
    const named = answer.json().fields.map((f: { field: string }) => f.field);
    for (const field of fields) expect(named).toContain(field);
    expect(fake.calls.createPayment).toBe(0);
    expect(await linkStatus(t, uuid)).toBe('VALID');
  });

  it('takes names of exactly 50 characters and an email of exactly 70', async () => {
    const { t } = await bankApp();
    const { uuid } = await t.createLink({ paymentMethods: ['TRUSTLY'] });
    const body = {
      firstName: 'é'.repeat(50),
      lastName: 'L'.repeat(50),
      email: `${'a'.repeat(58)}@example.com`,
    };
    expect(body.email).toHaveLength(70);
    expect((await start(t, 'TRUSTLY', uuid, { body })).statusCode).toBe(200);
  });

  it('refuses the same key with another payer (422)', async () => {
    const { t } = await bankApp();
    const { uuid } = await t.createLink({ paymentMethods: ['TRUSTLY'] });
    const key = newKey();
    expect((await start(t, 'TRUSTLY', uuid, { key })).statusCode).toBe(200);
    const other = await start(t, 'TRUSTLY', uuid, { key, body: { ...PAYER, firstName: 'Bo' } });
    expect([other.statusCode, other.json().errorCode]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
  });
});

describe('how the bank decided: webhooks, the waiting page and the merchant', () => {
  it.each(BANK_METHODS)(
    '%s approved: the link is paid, the merchant sees the account',
    async (method) => {
      const { t, fake } = await bankApp();
      const { uuid } = await t.createLink({ paymentMethods: [method] });
      const { paymentUuid } = (await start(t, method, uuid)).json();
      const details = {
        bankName: 'Sandbox Bank',
        accountHolder: 'Alex Example',
        maskedAccount: 'DE****************3000',
      };
      const paid = fake.decide(paymentUuid, { status: 'SUCCESS', details, action: undefined });
      expect((await webhookFor(t, paid, `evt_${paymentUuid}_ok`)).statusCode).toBe(200);
      expect(await linkStatus(t, uuid)).toBe('CONSUMED');
      const status = await t.inject({
        method: 'GET',
        url: `/public/payment-link/${uuid}/transaction/${paymentUuid}`,
      });
      expect(status.json()).toMatchObject({
        paymentMethod: method,
        status: 'COMPLETED',
        linkStatus: 'CONSUMED',
        details,
      });
      const view = await merchantView(t, uuid);
      expect(view.status).toBe('CONSUMED');
      expect(view.transactions).toEqual([
        expect.objectContaining({
          id: paymentUuid,
          paymentMethod: method,
          status: 'COMPLETED',
          details,
          refusalReason: null,
        }),
      ]);
    },
  );

  it('a decline gives the link back with the bank’s reason, for the merchant too', async () => {
    const { t, fake } = await bankApp();
    const { uuid } = await t.createLink({ paymentMethods: ['REQUEST_TO_PAY'] });
    const { paymentUuid } = (await start(t, 'REQUEST_TO_PAY', uuid)).json();
    fake.decide(paymentUuid, { status: 'REFUSED', refusalReason: 'AM04', action: undefined });
    // No webhook yet: the waiting page's look asks the provider itself.
    const status = await t.inject({
      method: 'GET',
      url: `/public/payment-link/${uuid}/transaction/${paymentUuid}`,
    });
    expect(status.json()).toMatchObject({
      status: 'REFUSED',
      linkStatus: 'VALID',
      refusalReason: 'AM04',
    });
    const view = await merchantView(t, uuid);
    expect(view.transactions[0]).toMatchObject({ status: 'REFUSED', refusalReason: 'AM04' });
    // The link can be paid again, with any method it offers.
    expect((await start(t, 'REQUEST_TO_PAY', uuid)).statusCode).toBe(200);
  });

  it('Trustly: PENDING while the bank confirms, with news for the waiting page', async () => {
    const { t, fake } = await bankApp();
    const { uuid } = await t.createLink({ paymentMethods: ['TRUSTLY'] });
    const { paymentUuid } = (await start(t, 'TRUSTLY', uuid)).json();
    const confirming = fake.decide(paymentUuid, {
      status: 'PENDING',
      details: { accountHolder: 'Ana Example', bankConfirmation: 'PENDING' },
    });
    await webhookFor(t, confirming, `evt_${paymentUuid}_pending`);
    const waiting = await t.inject({
      method: 'GET',
      url: `/public/payment-link/${uuid}/transaction/${paymentUuid}`,
    });
    expect(waiting.json()).toMatchObject({
      status: 'PENDING',
      linkStatus: 'PROCESSING_PAYMENT',
      details: { bankConfirmation: 'PENDING' },
    });
    const rejected = fake.decide(paymentUuid, {
      status: 'REFUSED',
      refusalReason: 'BANK_REJECTED',
      details: { accountHolder: 'Ana Example', bankConfirmation: 'REJECTED' },
    });
    await webhookFor(t, rejected, `evt_${paymentUuid}_rejected`);
    expect(await linkStatus(t, uuid)).toBe('VALID');
    expect((await merchantView(t, uuid)).transactions[0]).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'BANK_REJECTED',
      details: { bankConfirmation: 'REJECTED' },
    });
  });

  it('records the page’s events for the payment: leaving for the bank, coming back', async () => {
    const { t } = await bankApp();
    const { uuid } = await t.createLink({ paymentMethods: ['PAYBYBANK'] });
    const { paymentUuid } = (await start(t, 'PAYBYBANK', uuid)).json();
    for (const source of ['paypage-web/paybybank/v5.0', 'paypage-web/mid/v5.0']) {
      const event = await t.inject({
        method: 'POST',
        url: `/public/transaction/event/${paymentUuid}`,
        headers: { [SOURCE_HEADER]: source },
        payload: { paymentMethod: 'PAYBYBANK' satisfies PaymentMethod },
      });
      expect(event.statusCode).toBe(201);
    }
    const events = await t.services.events.listForLink(uuid, 'transaction_event');
    expect(events.map((e) => e.source)).toEqual([
      'paypage-web/paybybank/v5.0',
      'paypage-web/mid/v5.0',
    ]);
  });
});

describe('the demo', () => {
  it.each(BANK_METHODS)('has a link that offers %s alone, in its own uuid range', (method) => {
    const found = demoLinks().filter(
      ({ link }) => link.paymentMethods.length === 1 && link.paymentMethods[0] === method,
    );
    expect(found).toHaveLength(1);
    expect(found[0]?.link).toMatchObject({ status: 'VALID', locale: 'en_GB' });
    expect(found[0]?.link.uuid).toMatch(/^00000000-0000-4000-8000-00000000013\d$/);
  });
});
