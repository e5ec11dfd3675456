import { describe, expect, it } from 'vitest';
import type { GatewayPayment, GatewayWebhook } from '@paypage/contract/gatewayApi';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import type {
  CreateCheckoutSessionBody,
  GatewayCheckoutSession,
} from '@paypage/contract/methods/providerCheckout';
import { PROVIDER_CHECKOUT_METHODS } from '@paypage/contract/methods/providerCheckoutConstants';
import { SIGNATURE_HEADER, signWebhook } from '@paypage/contract/webhookSignature';
import { GatewayRejected, GatewayUnavailable } from '../../gateway/gateway';
import { demoLinks } from '../../demo/demoLinks';
import { REPLAYED_HEADER } from '../../idempotency/idempotentRoutes';
import { fakeGateway } from '../../testing/fakeGateway';
import { accepted, startTestApp, WEBHOOK_SECRET, type TestApp } from '../../testing/testApp';

type Fake = ReturnType<typeof fakeGateway>;
let keyCounter = 0;
const newKey = () => `checkout-key-${Date.now()}-${++keyCounter}`;

/**
 * A provider whose checkout sessions behave as the sandbox's: the payment (PENDING) and its
 * session come together, the same reference answers the same session.
 */
async function appWithCheckout(behaviour: 'open' | 'refuses' | 'offline' = 'open') {
  const sessions = new Map<string, GatewayCheckoutSession>();
  const fake: Fake = fakeGateway({
    calls: {
      'POST /v1/checkout/sessions': (body) => {
        const request = body as CreateCheckoutSessionBody;
        if (behaviour === 'refuses') throw new GatewayRejected(400, '/currency must be EUR');
        if (behaviour === 'offline') throw new GatewayUnavailable('offline');
        const known = sessions.get(request.reference);
        if (known) return known;
        const now = new Date().toISOString();
        const payment: GatewayPayment = {
          id: `gp_${request.reference.replace(/[^A-Za-z0-9]/g, '')}`,
          reference: request.reference,
          status: 'PENDING',
          method: request.method,
          amount: request.amount,
          currency: request.currency,
          createdAt: now,
          updatedAt: now,
        };
        fake.payments.set(request.reference, payment);
        const session: GatewayCheckoutSession = {
          id: `cks_${sessions.size + 1}abcdefghij`,
          sessionData: `session-data-${request.reference}`,
          clientKey: 'test_0123456789abcdef',
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
          payment,
        };
        sessions.set(request.reference, session);
        return session;
      },
    },
  });
  const t = await startTestApp({}, { gateway: fake.gateway });
  return { t, fake };
}

function openSession(t: TestApp, uuid: string, body: object, key: string | null = newKey()) {
  return t.inject({
    method: 'POST',
    url: `/public/other-payments/adyen/sessions/${uuid}`,
    headers: key ? { [IDEMPOTENCY_HEADER]: key } : {},
    payload: { ...accepted(), ...body },
  });
}

const linkStatus = async (t: TestApp, uuid: string) =>
  (await t.services.links.findByUuid(uuid))?.status;

const merchantView = async (t: TestApp, uuid: string) =>
  (
    await t.inject({
      method: 'GET',
      url: `/api/v1/payment-links/${uuid}`,
      headers: { authorization: `Bearer ${t.apiKey}` },
    })
  ).json();

function sendWebhook(t: TestApp, payment: GatewayPayment, eventId: string) {
  const event: GatewayWebhook = {
    id: eventId,
    type: 'payment.updated',
    createdAt: new Date().toISOString(),
    data: payment,
  };
  const raw = JSON.stringify(event);
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

describe('POST /public/other-payments/adyen/sessions/{uuid}', () => {
  it.each(PROVIDER_CHECKOUT_METHODS)(
    'opens a %s checkout: the link is in payment, the provider sends the shopper back to ckey',
    async (method) => {
      const { t, fake } = await appWithCheckout();
      const { uuid } = await t.createLink({ paymentMethods: [method], locale: 'nl_BE' });
      const response = await openSession(t, uuid, { paymentMethod: method });
      expect(response.statusCode).toBe(200);
      const [call] = fake.calls.other;
      const sent = call?.body as CreateCheckoutSessionBody;
      expect(call?.path).toBe('/v1/checkout/sessions');
      expect(sent).toMatchObject({ amount: 1999, currency: 'EUR', method, locale: 'nl_BE' });
      expect(sent.reference).toMatch(/^tx_/);
      expect(sent.returnUrl).toBe(`${t.pageOrigin}/uuid/${uuid}/ckey/${sent.reference}/adyen`);
      expect(response.json()).toEqual({
        id: 'cks_1abcdefghij',
        sessionData: `session-data-${sent.reference}`,
        clientKey: 'test_0123456789abcdef',
      });
      expect(await linkStatus(t, uuid)).toBe('PROCESSING_PAYMENT');
      const tx = await t.services.transactions.findById(sent.reference);
      expect(tx).toMatchObject({
        paymentMethod: method,
        status: 'PENDING',
        gatewayPaymentId: `gp_${sent.reference.replace(/[^A-Za-z0-9]/g, '')}`,
      });
    },
  );

  it('answers a replay from the record, another payload 422 and a second key 409', async () => {
    const { t, fake } = await appWithCheckout();
    const { uuid } = await t.createLink({ paymentMethods: ['IDEAL', 'BANCONTACT_MOBILE'] });
    const key = newKey();
    const first = await openSession(t, uuid, { paymentMethod: 'IDEAL' }, key);
    const replay = await openSession(t, uuid, { paymentMethod: 'IDEAL' }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers[REPLAYED_HEADER]).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const other = await openSession(t, uuid, { paymentMethod: 'BANCONTACT_MOBILE' }, key);
    expect(other.statusCode).toBe(422);
    const secondTab = await openSession(t, uuid, { paymentMethod: 'BANCONTACT_MOBILE' });
    expect(secondTab.statusCode).toBe(409);
    expect(secondTab.json().errorCode).toBe('PAYMENT_LINK_PROCESSING');
    expect(fake.calls.other).toHaveLength(1);
  });

  it.each([
    ['no Idempotency-Key', { paymentMethod: 'IDEAL' }, null, `headers.${IDEMPOTENCY_HEADER}`],
    ['a method without a checkout', { paymentMethod: 'CARD' }, newKey(), 'body.paymentMethod'],
    ['no method', {}, newKey(), 'body.paymentMethod'],
    ['another field', { paymentMethod: 'IDEAL', issuer: 'INGBNL2A' }, newKey(), 'body.issuer'],
  ])('refuses %s with the failing field', async (_name, body, key, field) => {
    const { t, fake } = await appWithCheckout();
    const { uuid } = await t.createLink({ paymentMethods: ['IDEAL'] });
    const response = await openSession(t, uuid, body, key);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_FAILED');
    expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(fake.calls.other).toHaveLength(0);
    expect(await linkStatus(t, uuid)).toBe('VALID');
  });

  it('refuses a method the link does not offer, and any link not in euros', async () => {
    const { t } = await appWithCheckout();
    const card = await t.createLink({ paymentMethods: ['CARD'] });
    const notOffered = await openSession(t, card.uuid, { paymentMethod: 'IDEAL' });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().errorCode).toBe('PAYMENT_METHOD_NOT_OFFERED');
    const won = await t.createLink({ paymentMethods: ['IDEAL'], currency: 'KRW', amount: 55000 });
    const inWon = await openSession(t, won.uuid, { paymentMethod: 'IDEAL' });
    expect(inWon.statusCode).toBe(400);
    expect(inWon.json()).toMatchObject({
      errorCode: 'PAYMENT_METHOD_NOT_OFFERED',
      message: 'IDEAL takes payments in EUR only',
    });
    expect(await linkStatus(t, won.uuid)).toBe('VALID');
  });

  it('answers 404 for an unknown link and SPEC §8’s 409 for one that cannot be paid', async () => {
    const { t } = await appWithCheckout();
    const unknown = await openSession(t, '3f2504e0-4f89-41d3-9a0c-0305e82c3301', {
      paymentMethod: 'IDEAL',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await openSession(t, 'not-a-uuid', { paymentMethod: 'IDEAL' });
    expect(malformed.statusCode).toBe(400);
    const { uuid } = await t.createLink({ paymentMethods: ['IDEAL'] });
    await t.services.linkStates.move(uuid, 'VALID', 'INVALIDATED');
    const invalidated = await openSession(t, uuid, { paymentMethod: 'IDEAL' });
    expect(invalidated.statusCode).toBe(409);
    expect(invalidated.json().errorCode).toBe('PAYMENT_LINK_INVALIDATED');
  });

  it('gives the link back when the provider refuses the session', async () => {
    const { t } = await appWithCheckout('refuses');
    const { uuid } = await t.createLink({ paymentMethods: ['IDEAL'] });
    const response = await openSession(t, uuid, { paymentMethod: 'IDEAL' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('body.paymentMethod');
    expect(await linkStatus(t, uuid)).toBe('VALID');
    expect((await merchantView(t, uuid)).transactions[0].status).toBe('REFUSED');
  });

  it('keeps the link in payment when the provider does not answer (it may have the payment)', async () => {
    const { t } = await appWithCheckout('offline');
    const { uuid } = await t.createLink({ paymentMethods: ['BANCONTACT_CARD'] });
    const response = await openSession(t, uuid, { paymentMethod: 'BANCONTACT_CARD' });
    expect(response.statusCode).toBe(502);
    expect(response.json().errorCode).toBe('GATEWAY_UNAVAILABLE');
    expect(await linkStatus(t, uuid)).toBe('PROCESSING_PAYMENT');
  });
});

describe('after the checkout', () => {
  async function paying(method: (typeof PROVIDER_CHECKOUT_METHODS)[number]) {
    const { t, fake } = await appWithCheckout();
    const { uuid } = await t.createLink({ paymentMethods: [method], consumerReference: 'c-1' });
    await openSession(t, uuid, { paymentMethod: method });
    const reference = (fake.calls.other[0]?.body as CreateCheckoutSessionBody).reference;
    return { t, fake, uuid, reference };
  }
  const status = (t: TestApp, uuid: string, id: string) =>
    t.inject({ method: 'GET', url: `/public/payment-link/${uuid}/transaction/${id}` });

  it('the ckey page learns the outcome from the provider even before its webhook', async () => {
    const { t, fake, uuid, reference } = await paying('IDEAL');
    const waiting = await status(t, uuid, reference);
    expect(waiting.json()).toMatchObject({ status: 'PENDING', linkStatus: 'PROCESSING_PAYMENT' });
    fake.decide(reference, {
      status: 'SUCCESS',
      details: { bankBic: 'INGBNL2A', bankName: 'ING' },
    });
    const paid = await status(t, uuid, reference);
    expect(paid.json()).toMatchObject({
      paymentMethod: 'IDEAL',
      status: 'COMPLETED',
      linkStatus: 'CONSUMED',
      details: { bankBic: 'INGBNL2A', bankName: 'ING' },
    });
    const view = await merchantView(t, uuid);
    expect(view.status).toBe('CONSUMED');
    expect(view.transactions).toEqual([
      expect.objectContaining({
        paymentMethod: 'IDEAL',
        status: 'COMPLETED',
        details: { bankBic: 'INGBNL2A', bankName: 'ING' },
      }),
    ]);
  });

  it('a refusal by webhook opens the link again, with the reason for the merchant', async () => {
    const { t, fake, uuid, reference } = await paying('BANCONTACT_CARD');
    const refused = fake.decide(reference, {
      status: 'REFUSED',
      refusalReason: 'AUTHENTICATION_FAILED',
      details: { cardBrand: 'BCMC', cardLastDigits: '4449' },
    });
    expect((await sendWebhook(t, refused, 'evt_checkout0001')).statusCode).toBe(200);
    expect(await linkStatus(t, uuid)).toBe('VALID');
    expect((await status(t, uuid, reference)).json()).toMatchObject({
      status: 'REFUSED',
      linkStatus: 'VALID',
      refusalReason: 'AUTHENTICATION_FAILED',
    });
    expect((await merchantView(t, uuid)).transactions[0]).toMatchObject({
      refusalReason: 'AUTHENTICATION_FAILED',
      details: { cardBrand: 'BCMC', cardLastDigits: '4449' },
    });
  });

  it('a Bancontact card that paid never becomes a saved card: only the card method’s do', async () => {
    const { t, fake, uuid, reference } = await paying('BANCONTACT_CARD');
    const paid = fake.decide(reference, {
      status: 'SUCCESS',
      card: {
        token: 'ct_bancontact0001',
        brand: 'UNKNOWN',
        firstDigits: '670344',
        lastDigits: '4449',
        expiryMonth: 12,
        expiryYear: 2040,
        holder: 'An Peeters',
        issuingCountryCode: 'BE',
        authenticationStatus: 'Auth3ds2',
      },
    });
    expect((await sendWebhook(t, paid, 'evt_checkout0002')).statusCode).toBe(200);
    expect(await linkStatus(t, uuid)).toBe('CONSUMED');
    expect(await t.db.selectFrom('assets').selectAll().execute()).toEqual([]);
  });
});

describe('the demo', () => {
  it.each(PROVIDER_CHECKOUT_METHODS)('has a link that offers %s (in euros)', (method) => {
    const link = demoLinks().find(
      (demo) => demo.link.paymentMethods.length === 1 && demo.link.paymentMethods[0] === method,
    );
    expect(link?.link).toMatchObject({ status: 'VALID', currency: 'EUR' });
    expect(link?.link.uuid).toMatch(/^00000000-0000-4000-8000-00000000012\d$/);
  });
});
