import { afterEach, describe, expect, it } from 'vitest';
import type { GatewayCheckoutSession } from '@paypage/contract/methods/providerCheckout';
import { BANCONTACT_TEST_CARDS } from '@paypage/contract/methods/providerCheckoutSandbox';
import { CHALLENGE_CODE } from '@paypage/contract/sandboxTestCards';
import type { TestGateway } from '../../testing/testGateway';
import {
  answerChallenge,
  challengeOf,
  creqOf,
  GATEWAY_ORIGIN,
  notification,
  payByCard,
  postCard,
  postForm,
  tokenise,
} from '../../testing/cardHelpers';
import {
  checkoutGateway,
  openCheckout,
  openSession,
  paymentOf,
  RETURN_URL,
  webhookStatuses,
} from '../../testing/providerCheckoutHelpers';

const opened: TestGateway[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((gateway) => gateway.close()));
});
async function gateway() {
  const started = await checkoutGateway();
  opened.push(started);
  return started;
}

const numberOf = (outcome: string) =>
  BANCONTACT_TEST_CARDS.find((card) => card.outcome === outcome)?.number ?? '';

/** The checkout page and the card form session it frames. */
async function openCardCheckout(checkout: TestGateway, session: GatewayCheckoutSession) {
  const page = await openCheckout(checkout, session);
  const token = /data-src="\/hosted\/card-form\?token=(cs_[^"]+)"/.exec(page.body)?.[1];
  if (!token) throw new Error(`no card form on the checkout: ${page.body}`);
  return { page, token };
}

/** The shopper types a Bancontact card into the checkout's form: no CVC. */
async function typeCard(checkout: TestGateway, token: string, number: string) {
  const response = await postCard(checkout, token, { number, cvc: '' });
  if (response.statusCode !== 201) throw new Error(`tokenise failed: ${response.body}`);
  return response.json<{ cardToken: string; brand: string; lastDigits: string }>();
}

function pay(checkout: TestGateway, session: GatewayCheckoutSession, cardToken: string) {
  return checkout.app.inject({
    method: 'POST',
    url: `/hosted/checkout/${session.id}/card`,
    payload: { sessionData: session.sessionData, cardToken },
  });
}

function threeDSecureDone(checkout: TestGateway, session: GatewayCheckoutSession) {
  return checkout.app.inject({
    method: 'POST',
    url: `/hosted/checkout/${session.id}/three-d-secure`,
    payload: { sessionData: session.sessionData, step: 'challenge' },
  });
}

describe('the Bancontact card checkout', () => {
  it('frames the gateway’s card form for Bancontact cards: no security code', async () => {
    const checkout = await gateway();
    const session = await openSession(checkout, 'BANCONTACT_CARD', { locale: 'fr_BE' });
    const { page, token } = await openCardCheckout(checkout, session);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Payer avec votre carte Bancontact</h1>');
    expect(page.body).toContain('title="Données de la carte Bancontact"');
    expect(page.body).toContain('Payer 49,90');
    expect(page.body).toContain('6703 4444 4444 4449');
    expect(page.body).toContain('src="/hosted/assets/checkoutCard.js?v=');
    const policy = page.headers['content-security-policy'] ?? '';
    expect(policy).toContain("frame-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    // The same form session on a reload: cards typed before stay the checkout's.
    expect((await openCardCheckout(checkout, session)).token).toBe(token);

    const form = await checkout.app.inject({
      method: 'GET',
      url: `/hosted/card-form?token=${token}`,
    });
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-security-policy']).toContain(`frame-ancestors ${GATEWAY_ORIGIN}`);
    expect(form.body).toContain('data-scheme="bancontact"');
    expect(form.body).toContain('id="card-number"');
    expect(form.body).not.toContain('id="card-cvc"');
    // Nothing to resume yet: the payment's first step is this very checkout.
    expect(page.body).not.toContain('data-pending-action');
  });

  it('takes Bancontact cards only, each with its brand BCMC', async () => {
    const checkout = await gateway();
    const session = await openSession(checkout, 'BANCONTACT_CARD');
    const { token } = await openCardCheckout(checkout, session);
    const card = await typeCard(checkout, token, '6703 4444 4444 4449');
    expect(card).toMatchObject({ brand: 'BCMC', lastDigits: '4449' });
    const visa = await postCard(checkout, token, { number: '4242424242424242', cvc: '' });
    expect(visa.statusCode).toBe(400);
    expect(visa.json().fields).toEqual([{ field: '/number', message: 'unsupported' }]);
    // …and the card method's form takes no Bancontact card.
    const cardMethodToken = await tokenise(checkout, '4242424242424242');
    expect(cardMethodToken).toMatch(/^ct_/);
  });

  it('pays at once with a frictionless card: SUCCESS, the card’s last digits, no card data', async () => {
    const checkout = await gateway();
    const session = await openSession(checkout, 'BANCONTACT_CARD');
    const { token } = await openCardCheckout(checkout, session);
    const { cardToken } = await typeCard(checkout, token, numberOf('frictionless'));
    const answer = await pay(checkout, session, cardToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'SUCCESS', returnUrl: RETURN_URL });
    const payment = await paymentOf(checkout, session.payment.id);
    expect(payment).toMatchObject({
      status: 'SUCCESS',
      details: { cardBrand: 'BCMC', cardLastDigits: '0011' },
    });
    expect(payment.card).toBeUndefined();
    expect(await webhookStatuses(checkout)).toEqual(['PENDING', 'SUCCESS']);
    // The payment is made: a second card pays nothing.
    const second = await typeCard(checkout, token, numberOf('refused'));
    expect((await pay(checkout, session, second.cardToken)).json()).toEqual({
      status: 'SUCCESS',
      returnUrl: RETURN_URL,
    });
  });

  it.each([
    ['refused', 'DECLINED'],
    ['insufficient-funds', 'INSUFFICIENT_FUNDS'],
  ])('is refused by the issuer for a %s card', async (outcome, reason) => {
    const checkout = await gateway();
    const session = await openSession(checkout, 'BANCONTACT_CARD');
    const { token } = await openCardCheckout(checkout, session);
    const { cardToken } = await typeCard(checkout, token, numberOf(outcome));
    expect((await pay(checkout, session, cardToken)).json()).toEqual({
      status: 'REFUSED',
      returnUrl: RETURN_URL,
    });
    expect(await paymentOf(checkout, session.payment.id)).toMatchObject({
      status: 'REFUSED',
      refusalReason: reason,
    });
  });

  it.each([
    ['challenge', CHALLENGE_CODE, 'SUCCESS', undefined],
    ['challenge', '0000', 'REFUSED', 'AUTHENTICATION_FAILED'],
    ['challenge-failed', CHALLENGE_CODE, 'REFUSED', 'AUTHENTICATION_FAILED'],
  ])(
    'runs 3-D Secure in frames posting to the checkout: a %s card answered %s ends %s',
    async (outcome, code, status, reason) => {
      const checkout = await gateway();
      const session = await openSession(checkout, 'BANCONTACT_CARD');
      const { token } = await openCardCheckout(checkout, session);
      const { cardToken } = await typeCard(checkout, token, numberOf(outcome));
      const answer = (await pay(checkout, session, cardToken)).json();
      expect(answer.status).toBe('PENDING');
      expect(answer.action.type).toBe('challenge');
      const challenge = challengeOf(answer);
      // The 3-D Secure step waits for the shopper's answer.
      expect((await threeDSecureDone(checkout, session)).statusCode).toBe(409);

      const frame = await postForm(checkout, '/3ds/challenge', { creq: creqOf(challenge, '02') });
      expect(frame.statusCode).toBe(200);
      expect(frame.headers['content-security-policy']).toContain(
        `frame-ancestors ${GATEWAY_ORIGIN}`,
      );
      const done = await answerChallenge(checkout, challenge, code);
      expect(notification(done.body).targetOrigin).toBe(GATEWAY_ORIGIN);

      const after = await threeDSecureDone(checkout, session);
      expect(after.json()).toEqual({ status, returnUrl: RETURN_URL });
      const payment = await paymentOf(checkout, session.payment.id);
      expect(payment.status).toBe(status);
      expect(payment.refusalReason).toBe(reason);
      expect(payment.details).toEqual({
        cardBrand: 'BCMC',
        cardLastDigits: numberOf(outcome).slice(-4),
      });
      expect(await webhookStatuses(checkout)).toEqual(['PENDING', status]);
    },
  );

  it('takes a 3-D Secure step only from the session’s holder, and only a known step', async () => {
    const checkout = await gateway();
    const session = await openSession(checkout, 'BANCONTACT_CARD');
    const step = (payload: Record<string, unknown>) =>
      checkout.app.inject({
        method: 'POST',
        url: `/hosted/checkout/${session.id}/three-d-secure`,
        payload,
      });
    const stranger = await step({ sessionData: 'y'.repeat(43), step: 'challenge' });
    expect(stranger.statusCode).toBe(404);
    const unknown = await step({ sessionData: session.sessionData, step: 'payment' });
    expect(unknown.statusCode).toBe(400);
    // No card has paid yet: there is no 3-D Secure to go on with.
    const early = await step({ sessionData: session.sessionData, step: 'fingerprint' });
    expect(early.statusCode).toBe(409);
    expect(await paymentOf(checkout, session.payment.id)).toMatchObject({ status: 'PENDING' });
  });

  it('carries on with 3-D Secure after a reload of the checkout', async () => {
    const checkout = await gateway();
    const session = await openSession(checkout, 'BANCONTACT_CARD');
    const { token } = await openCardCheckout(checkout, session);
    const { cardToken } = await typeCard(checkout, token, numberOf('challenge'));
    await pay(checkout, session, cardToken);
    const reloaded = await openCheckout(checkout, session);
    expect(reloaded.body).toContain('data-pending-action="{&quot;type&quot;:&quot;challenge&quot;');
  });

  it('pays only with a card typed into this checkout’s form, and only for its holder', async () => {
    const checkout = await gateway();
    const session = await openSession(checkout, 'BANCONTACT_CARD');
    const other = await openSession(checkout, 'BANCONTACT_CARD');
    const { token: otherToken } = await openCardCheckout(checkout, other);
    const stranger = await typeCard(checkout, otherToken, numberOf('frictionless'));
    await openCardCheckout(checkout, session);
    const foreign = await pay(checkout, session, stranger.cardToken);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual([
      { field: '/cardToken', message: 'is not a card of this checkout' },
    ]);
    const cardMethodCard = await pay(
      checkout,
      session,
      await tokenise(checkout, '4242424242424242'),
    );
    expect(cardMethodCard.statusCode).toBe(400);
    const wrongHolder = await checkout.app.inject({
      method: 'POST',
      url: `/hosted/checkout/${session.id}/card`,
      payload: { sessionData: 'x'.repeat(43), cardToken: stranger.cardToken },
    });
    expect(wrongHolder.statusCode).toBe(404);
    const malformed = await checkout.app.inject({
      method: 'POST',
      url: `/hosted/checkout/${session.id}/card`,
      payload: { sessionData: session.sessionData, cardToken: 'nope' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(await paymentOf(checkout, session.payment.id)).toMatchObject({ status: 'PENDING' });
  });

  it('refuses a Bancontact card as a CARD payment', async () => {
    const checkout = await gateway();
    const session = await openSession(checkout, 'BANCONTACT_CARD');
    const { token } = await openCardCheckout(checkout, session);
    const { cardToken } = await typeCard(checkout, token, numberOf('frictionless'));
    const response = await payByCard(checkout, cardToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { field: '/card/cardToken', message: 'is a Bancontact card of a checkout' },
    ]);
  });
});
