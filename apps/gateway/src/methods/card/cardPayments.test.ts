import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GatewayPayment, GatewayWebhook } from '@paypage/contract/gatewayApi';
import { GatewayPaymentSchema } from '@paypage/contract/gatewayApi';
import { CHALLENGE_CODE, TEST_CARDS } from '@paypage/contract/sandboxTestCards';
import type { TestCard, TestCardOutcome } from '@paypage/contract/sandboxTestCards';
import Value from 'typebox/value';
import { findCard } from './tokens/cardsRepository';
import { listWebhooksOfPayment } from '../../webhooks/webhookOutboxRepository';
import {
  answerChallenge,
  challengeOf,
  creqOf,
  encode,
  fingerprintOf,
  payByCard,
  postForm,
  threeDSecureStep,
  tokenise,
} from '../../testing/cardHelpers';
import { AUTH, createPayment, paymentRequest, startTestGateway } from '../../testing/testGateway';
import type { TestGateway } from '../../testing/testGateway';

/** The browser's path through 3-D Secure per outcome, and how the payment ends. */
const EXPECTED: Record<
  TestCardOutcome,
  { path: string[]; refusalReason?: GatewayPayment['refusalReason'] }
> = {
  frictionless: { path: [] },
  'fingerprint-then-frictionless': { path: ['threeDSMethod'] },
  'fingerprint-then-challenge': { path: ['threeDSMethod', 'challenge'] },
  challenge: { path: ['challenge'] },
  'challenge-failed': { path: ['challenge'], refusalReason: 'AUTHENTICATION_FAILED' },
  'method-timeout': { path: ['threeDSMethod'] },
  refused: { path: [], refusalReason: 'DECLINED' },
  'insufficient-funds': { path: [], refusalReason: 'INSUFFICIENT_FUNDS' },
  'expired-card': { path: [], refusalReason: 'EXPIRED_CARD' },
  'limit-exceeded': { path: [], refusalReason: 'LIMIT_EXCEEDED' },
  blocked: { path: [], refusalReason: 'BLOCKED' },
  'provider-unavailable': { path: [], refusalReason: 'PROVIDER_UNAVAILABLE' },
};

describe('card payments', () => {
  let gateway: TestGateway;
  beforeEach(async () => {
    gateway = await startTestGateway();
  });
  afterEach(() => gateway.close());

  const outboxStatuses = async (id: string) =>
    (await listWebhooksOfPayment(gateway.db, id)).map(
      (row) => (JSON.parse(row.body) as GatewayWebhook).data.status,
    );

  /** Does in the browser and in the service what each action asks, as the page would. */
  async function payToTheEnd(card: TestCard, transactionType = 'preauthAndCapture' as const) {
    const created = await payByCard(gateway, await tokenise(gateway, card.number), transactionType);
    expect(created.statusCode).toBe(201);
    let payment = created.json<GatewayPayment>();
    const path: string[] = [];
    while (payment.status === 'PENDING') {
      expect(Value.Check(GatewayPaymentSchema, payment)).toBe(true);
      const action = payment.action;
      if (!action) throw new Error('PENDING without an action');
      path.push(action.type);
      let response;
      if (action.type === 'threeDSMethod') {
        const fingerprint = fingerprintOf(payment);
        const method = await postForm(gateway, '/3ds/method', {
          threeDSMethodData: encode({
            threeDSServerTransID: fingerprint.threeDSServerTransID,
            threeDSMethodNotificationURL: fingerprint.threeDSMethodNotificationURL,
          }),
        });
        expect(method.statusCode).toBe(200);
        // The method-timeout card never answers: the page gives up after 10 s and says N.
        const answered = method.body.includes('submitForm.js');
        expect(answered).toBe(card.outcome !== 'method-timeout');
        response = await threeDSecureStep(gateway, payment.id, {
          step: 'fingerprint',
          threeDSCompInd: answered ? 'Y' : 'N',
        });
      } else if (action.type === 'challenge') {
        const challenge = challengeOf(payment);
        await postForm(gateway, '/3ds/challenge', { creq: creqOf(challenge) });
        await answerChallenge(gateway, challenge, CHALLENGE_CODE);
        response = await threeDSecureStep(gateway, payment.id, { step: 'challenge' });
      } else {
        throw new Error(`unexpected action ${action.type}`);
      }
      expect(response.statusCode).toBe(200);
      payment = response.json<GatewayPayment>();
      if (path.length > 3) throw new Error('3-D Secure does not end');
    }
    return { payment, path };
  }

  it.each(TEST_CARDS.map((card) => [card.number, card.outcome, card] as const))(
    '%s (%s) ends as its test card says',
    async (_number, outcome, card) => {
      const { payment, path } = await payToTheEnd(card);
      const expected = EXPECTED[outcome];
      expect(path).toEqual(expected.path);
      expect(payment.status).toBe(card.succeeds ? 'SUCCESS' : 'REFUSED');
      expect(payment.refusalReason).toBe(expected.refusalReason);
      expect(payment.action).toBeUndefined();
      expect(payment.card).toMatchObject({
        brand: card.brand,
        firstDigits: card.number.slice(0, 6),
        lastDigits: card.number.slice(-4),
        authenticationStatus: card.succeeds ? 'Auth3ds2' : 'NoAuth',
      });

      // One webhook per status change, each carrying the card; PENDING first when 3DS ran.
      const rows = await listWebhooksOfPayment(gateway.db, payment.id);
      const events = rows.map((row) => JSON.parse(row.body) as GatewayWebhook);
      expect(events.map((event) => event.data.status)).toEqual(
        path.length > 0 ? ['PENDING', payment.status] : [payment.status],
      );
      for (const event of events) {
        expect(event.data.card).toMatchObject({ token: payment.card?.token, brand: card.brand });
      }
      expect(events.at(-1)?.data).toEqual(payment);
      expect(JSON.stringify(events)).not.toContain(card.number);
    },
  );

  it.each([
    ['preauth', 'AUTHORISED'],
    ['zeroAuth', 'AUTHORISED'],
    ['preauthAndCapture', 'SUCCESS'],
    ['debit', 'SUCCESS'],
  ] as const)('a %s payment succeeds as %s, with or without a challenge', async (type, status) => {
    const frictionless = await payByCard(
      gateway,
      await tokenise(gateway, '4242424242424242'),
      type,
    );
    expect(frictionless.json()).toMatchObject({
      status,
      card: { authenticationStatus: 'Auth3ds2' },
    });

    const pending = (
      await payByCard(gateway, await tokenise(gateway, '4000000000003220'), type)
    ).json<GatewayPayment>();
    await answerChallenge(gateway, challengeOf(pending), CHALLENGE_CODE);
    const final = await threeDSecureStep(gateway, pending.id, { step: 'challenge' });
    expect(final.json()).toMatchObject({ status });
  });

  it('starts a 3-D Secure payment PENDING with a fingerprint for the browser', async () => {
    const payment = (
      await payByCard(gateway, await tokenise(gateway, '4000000000003113'))
    ).json<GatewayPayment>();
    expect(payment).toMatchObject({ status: 'PENDING', card: { authenticationStatus: 'NoAuth' } });
    const fingerprint = fingerprintOf(payment);
    expect(fingerprint).toEqual({
      threeDSMethodUrl: 'http://localhost:8081/3ds/method',
      threeDSServerTransID: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/),
      threeDSMethodNotificationURL: 'http://localhost:8081/3ds/method-notification',
    });
    // base64url: no padding, no + or /.
    expect(payment.action?.type === 'threeDSMethod' && payment.action.fingerprint).toMatch(
      /^[A-Za-z0-9_-]+$/,
    );
  });

  it('moves fingerprint-then-challenge on to a challenge of the same transaction', async () => {
    const pending = (
      await payByCard(gateway, await tokenise(gateway, '4000000000003121'))
    ).json<GatewayPayment>();
    const fingerprint = fingerprintOf(pending);
    const next = await threeDSecureStep(gateway, pending.id, {
      step: 'fingerprint',
      threeDSCompInd: 'Y',
    });
    expect(next.statusCode).toBe(200);
    const withChallenge = next.json<GatewayPayment>();
    expect(withChallenge.status).toBe('PENDING');
    expect(challengeOf(withChallenge)).toEqual({
      acsUrl: 'http://localhost:8081/3ds/challenge',
      threeDSServerTransID: fingerprint.threeDSServerTransID,
      acsTransID: expect.stringMatching(/^[0-9a-f-]{36}$/),
      messageVersion: '2.2.0',
    });
    // The action changed, the status did not: still the one PENDING webhook.
    expect(await outboxStatuses(pending.id)).toEqual(['PENDING']);
    // The same step reported again changes nothing.
    const again = await threeDSecureStep(gateway, pending.id, {
      step: 'fingerprint',
      threeDSCompInd: 'Y',
    });
    expect(again.json()).toEqual(withChallenge);
  });

  it('answers 409 to the challenge step before the shopper answered the challenge', async () => {
    const challengeOnly = (
      await payByCard(gateway, await tokenise(gateway, '4000000000003220'))
    ).json<GatewayPayment>();
    const early = await threeDSecureStep(gateway, challengeOnly.id, { step: 'challenge' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ statusCode: 409, error: 'Conflict' });

    const fingerprintFirst = (
      await payByCard(gateway, await tokenise(gateway, '4000000000003121'))
    ).json<GatewayPayment>();
    const tooSoon = await threeDSecureStep(gateway, fingerprintFirst.id, { step: 'challenge' });
    expect(tooSoon.statusCode).toBe(409);
  });

  it('refuses a wrong code, and never changes a final payment again', async () => {
    const pending = (
      await payByCard(gateway, await tokenise(gateway, '4000000000003220'))
    ).json<GatewayPayment>();
    const challenge = challengeOf(pending);
    await answerChallenge(gateway, challenge, '0000');
    // A second answer with the right code comes too late.
    await answerChallenge(gateway, challenge, CHALLENGE_CODE);
    const final = await threeDSecureStep(gateway, pending.id, { step: 'challenge' });
    expect(final.json()).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'AUTHENTICATION_FAILED',
    });

    for (const step of [
      { step: 'challenge' },
      { step: 'fingerprint', threeDSCompInd: 'Y' },
    ] as const) {
      const again = await threeDSecureStep(gateway, pending.id, step);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(final.json());
    }
    const replay = await gateway.app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: AUTH,
      payload: { ...paymentRequest(), reference: pending.reference },
    });
    expect(replay.statusCode).toBe(409);
    expect(await outboxStatuses(pending.id)).toEqual(['PENDING', 'REFUSED']);
  });

  it('decides one outcome when the same step is reported concurrently', async () => {
    const pending = (
      await payByCard(gateway, await tokenise(gateway, '4000000000003220'))
    ).json<GatewayPayment>();
    await answerChallenge(gateway, challengeOf(pending), CHALLENGE_CODE);
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => threeDSecureStep(gateway, pending.id, { step: 'challenge' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().status))).toEqual(new Set(['SUCCESS']));
    expect(await outboxStatuses(pending.id)).toEqual(['PENDING', 'SUCCESS']);
  });

  it('answers a replayed reference with the payment as it is now', async () => {
    const cardToken = await tokenise(gateway, '4242424242424242');
    const first = await payByCard(gateway, cardToken, 'preauth', 'txn-replay-1');
    const again = await payByCard(gateway, cardToken, 'preauth', 'txn-replay-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await outboxStatuses(first.json().id)).toEqual(['AUTHORISED']);

    const otherCard = await payByCard(
      gateway,
      await tokenise(gateway, '5555555555554444'),
      'preauth',
      'txn-replay-1',
    );
    expect(otherCard.statusCode).toBe(409);
  });

  it('marks the card as authenticated once a payment authenticated it', async () => {
    const cardToken = await tokenise(gateway, '4242424242424242');
    expect((await findCard(gateway.db, cardToken))?.authenticationStatus).toBe('NoAuth');
    await payByCard(gateway, cardToken);
    expect((await findCard(gateway.db, cardToken))?.authenticationStatus).toBe('Auth3ds2');
  });

  it('refuses a saved card whose expiry date has passed, whatever its test outcome', async () => {
    const cardToken = await tokenise(gateway, '4242424242424242');
    await gateway.db
      .updateTable('cards')
      .set({ expiry_year: new Date().getFullYear() - 1 })
      .where('token', '=', cardToken)
      .execute();
    const response = await payByCard(gateway, cardToken);
    expect(response.json()).toMatchObject({ status: 'REFUSED', refusalReason: 'EXPIRED_CARD' });
  });

  it.each([
    ['an unknown card token', { method: 'CARD', card: 'ct_unknown000000' }, '/card/cardToken'],
    ['a CARD payment without a card', { method: 'CARD' }, '/card'],
    ['a card on another method', { method: 'IDEAL', card: 'known' }, '/card'],
    [
      'a page origin that is not http(s)',
      { method: 'CARD', card: 'known', origin: 'ftp://x' },
      '/card/allowedOrigin',
    ],
  ] as const)('answers 400 to %s', async (_label, shape, field) => {
    const known = await tokenise(gateway, '4242424242424242');
    const cardToken = 'card' in shape ? (shape.card === 'known' ? known : shape.card) : undefined;
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: AUTH,
      payload: paymentRequest({
        method: shape.method,
        ...(cardToken
          ? {
              card: {
                cardToken,
                transactionType: 'preauth',
                allowedOrigin: 'origin' in shape ? shape.origin : 'http://localhost:8080',
                deviceInformation: {
                  colorDepth: 24,
                  screenHeight: 1,
                  screenWidth: 1,
                  timeZoneOffset: 0,
                  javaEnabled: false,
                  deviceType: 'browser',
                  acceptHeader: '*/*',
                  language: 'en',
                },
              },
            }
          : {}),
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field, message: expect.any(String) }]);
    expect(await gateway.db.selectFrom('payments').selectAll().execute()).toEqual([]);
  });

  it('answers 404 for an unknown payment and 409 for one without 3-D Secure', async () => {
    const unknown = await threeDSecureStep(gateway, 'gp_doesnotexist00', { step: 'challenge' });
    expect(unknown.statusCode).toBe(404);
    const ideal = await createPayment(gateway);
    const notCard = await threeDSecureStep(gateway, ideal.id, { step: 'challenge' });
    expect(notCard.statusCode).toBe(409);
    const badBody = await gateway.app.inject({
      method: 'POST',
      url: `/v1/payments/${ideal.id}/three-d-secure`,
      headers: AUTH,
      payload: { step: 'fingerprint', threeDSCompInd: 'maybe' },
    });
    expect(badBody.statusCode).toBe(400);
    const noKey = await gateway.app.inject({
      method: 'POST',
      url: `/v1/payments/${ideal.id}/three-d-secure`,
      payload: { step: 'challenge' },
    });
    expect(noKey.statusCode).toBe(401);
  });
});
