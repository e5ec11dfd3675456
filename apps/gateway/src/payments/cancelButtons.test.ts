import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THREE_DS_MESSAGE } from '@paypage/contract/cardPaymentConstants';
import type { GatewayPayment, GatewayWebhook } from '@paypage/contract/gatewayApi';
import type { GatewayCheckoutSession } from '@paypage/contract/methods/providerCheckout';
import { BANCONTACT_TEST_CARDS } from '@paypage/contract/methods/providerCheckoutSandbox';
import { approvalPath } from './gatewayMethod';
import { listWebhooksOfPayment } from '../webhooks/webhookOutboxRepository';
import {
  answerChallenge,
  challengeOf,
  creqOf,
  notification,
  PAGE_ORIGIN,
  postCard,
  postForm,
  threeDSecureStep,
} from '../testing/cardHelpers';
import {
  cancelAtCheckout,
  openCheckout,
  openSession,
  RETURN_URL,
} from '../testing/providerCheckoutHelpers';
import { gatewayOfEveryMethod, SHOPPER_STEP_KINDS } from '../testing/shopperStepKinds';
import { AUTH, type TestGateway } from '../testing/testGateway';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await gatewayOfEveryMethod();
});
afterAll(() => gateway.close());

const kind = (name: string) => {
  const found = SHOPPER_STEP_KINDS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(name);
  return found;
};

const read = async (id: string) =>
  (
    await gateway.app.inject({ method: 'GET', url: `/v1/payments/${id}`, headers: AUTH })
  ).json<GatewayPayment>();

const webhooks = async (id: string) =>
  (await listWebhooksOfPayment(gateway.db, id)).map((row) => {
    const { status, refusalReason } = (JSON.parse(row.body) as GatewayWebhook).data;
    return refusalReason ? `${status} ${refusalReason}` : status;
  });

const CANCEL_BUTTON = /<button type="submit" name="decision" value="cancel"[^>]*>([^<]+)<\/button>/;

/** Every method whose provider, bank or wallet page is the shared approval page. */
const APPROVAL_PAGES = [
  'PayPal’s approval page',
  'the IDEAL provider checkout',
  'the BANCONTACT_MOBILE provider checkout',
  'the REQUEST_TO_PAY bank page',
  'the TRUSTLY bank page',
  'the PAYBYBANK bank page',
  'the ACCOUNT_TO_PAY bank page',
  'the netbanking bank page',
  'PhonePe’s page',
  'a UPI collect request in the payer’s app',
  'a UPI QR code nobody has paid',
  'a PromptPay QR code nobody has paid',
  'a PayTo agreement request in the banking app',
];

describe('the Cancel on every provider, bank and wallet page', () => {
  it.each(APPROVAL_PAGES)('%s: refuses with CANCELLED and sends the shopper on', async (name) => {
    const payment = await kind(name).start(gateway);
    const page = await gateway.app.inject({ method: 'GET', url: approvalPath(payment.id) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(CANCEL_BUTTON);
    // The button is all the form sends: no choice of bank or account is needed to give up.
    const answer = await postForm(gateway, approvalPath(payment.id), { decision: 'cancel' });
    if (answer.statusCode === 303) {
      // Back to the payment page, which reads how the payment ended.
      expect(answer.headers.location).toMatch(/^http:\/\/localhost:8080\/uuid\//);
    } else {
      // An app on another device: the page says so, the payment page learns by itself.
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toMatch(/<h1>(Payment cancelled|Betaling geannuleerd)<\/h1>/);
    }
    expect(await read(payment.id)).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'CANCELLED',
      waitsOnShopper: false,
    });
    expect((await webhooks(payment.id)).at(-1)).toBe('REFUSED CANCELLED');
  });

  it('words the shared Cancel in the payer’s language', async () => {
    const payment = await kind('PhonePe’s page').start(gateway);
    await gateway.db
      .updateTable('payments')
      .set({ locale: 'fr_FR' })
      .where('id', '=', payment.id)
      .execute();
    const page = await gateway.app.inject({ method: 'GET', url: approvalPath(payment.id) });
    expect(CANCEL_BUTTON.exec(page.body)?.[1]).toBe('Annuler le paiement');
  });

  it.each(['BANCONTACT_CARD', 'BANCONTACT_MOBILE'] as const)(
    'the %s checkout page: refuses with CANCELLED and goes back to the payment page',
    async (method) => {
      const session = await openSession(gateway, method);
      const page = await openCheckout(gateway, session);
      expect(page.body).toContain(`action="/hosted/checkout/${session.id}/cancel"`);
      const answer = await cancelAtCheckout(gateway, session);
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe(RETURN_URL);
      expect(await read(session.payment.id)).toMatchObject({
        status: 'REFUSED',
        refusalReason: 'CANCELLED',
      });
      expect(await webhooks(session.payment.id)).toEqual(['PENDING', 'REFUSED CANCELLED']);
    },
  );

  it('KCP’s payment window: refuses with CANCELLED and goes back to the payment page', async () => {
    const payment = await kind('KCP’s payment window').start(gateway);
    const page = await gateway.app.inject({ method: 'GET', url: `/hosted/kcp/${payment.id}` });
    expect(page.body).toContain('name="decision" value="cancel"');
    const answer = await postForm(gateway, `/hosted/kcp/${payment.id}`, { decision: 'cancel' });
    expect(answer.statusCode).toBe(303);
    expect(await read(payment.id)).toMatchObject({ status: 'REFUSED', refusalReason: 'CANCELLED' });
    expect(await webhooks(payment.id)).toEqual(['PENDING', 'REFUSED CANCELLED']);
  });
});

describe('the Cancel of the 3-D Secure challenge', () => {
  it.each([
    'a 3-D Secure challenge',
    'a 3-D Secure challenge after the device check (a window of its own)',
  ])(
    '%s: the payment is REFUSED, CANCELLED, and the frame goes on as after a failed challenge',
    async (name) => {
      const payment = await kind(name).start(gateway);
      const challenge = challengeOf(payment);
      const frame = await postForm(gateway, '/3ds/challenge', { creq: creqOf(challenge) });
      expect(frame.body).toMatch(
        /<button type="submit" name="action" value="cancel"[^>]*>Abbrechen/,
      );

      const answer = await answerChallenge(gateway, challenge, '', 'cancel');
      expect(answer.statusCode).toBe(200);
      // The page hears what it hears after a failed challenge, and carries on to the result.
      expect(notification(answer.body)).toEqual({
        targetOrigin: PAGE_ORIGIN,
        message: {
          type: THREE_DS_MESSAGE.challengeCompleted,
          threeDSServerTransID: challenge.threeDSServerTransID,
          transStatus: 'N',
        },
      });
      expect(answer.body).toContain('Sie haben die Zahlung abgebrochen');
      // Refused at once, so that a page that never reports still frees the link.
      expect(await webhooks(payment.id)).toEqual(['PENDING', 'REFUSED CANCELLED']);
      const reported = await threeDSecureStep(gateway, payment.id, { step: 'challenge' });
      expect(reported.statusCode).toBe(200);
      expect(reported.json()).toMatchObject({
        status: 'REFUSED',
        refusalReason: 'CANCELLED',
        card: { authenticationStatus: 'NoAuth' },
      });
      expect(await webhooks(payment.id)).toEqual(['PENDING', 'REFUSED CANCELLED']);
      // The frame opened again says the same, and sends the page on again.
      const again = await postForm(gateway, '/3ds/challenge', { creq: creqOf(challenge) });
      expect(again.body).toContain('Sie haben die Zahlung abgebrochen');
      expect(notification(again.body).message).toMatchObject({ transStatus: 'N' });
    },
  );

  it('sends the page on when the payment ended before the shopper answered', async () => {
    const cancelled = await kind('a 3-D Secure challenge').start(gateway);
    await gateway.app.inject({
      method: 'POST',
      url: `/v1/payments/${cancelled.id}/cancel`,
      headers: AUTH,
    });
    const frame = await postForm(gateway, '/3ds/challenge', {
      creq: creqOf(challengeOf(cancelled)),
    });
    expect(notification(frame.body).message).toMatchObject({ transStatus: 'N' });
    expect(frame.body).toContain('Sie haben die Zahlung abgebrochen');
    // A code typed into a frame still open elsewhere decides nothing any more.
    const late = await answerChallenge(gateway, challengeOf(cancelled), '1234');
    expect(notification(late.body).message).toMatchObject({ transStatus: 'N' });
    expect(await read(cancelled.id)).toMatchObject({ refusalReason: 'CANCELLED' });

    const expired = await kind('a 3-D Secure challenge').start(gateway);
    await gateway.db
      .updateTable('payments')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('id', '=', expired.id)
      .execute();
    const answer = await answerChallenge(gateway, challengeOf(expired), '1234');
    expect(notification(answer.body).message).toMatchObject({ transStatus: 'N' });
    expect(answer.body).toContain('Die Zahlung konnte nicht bestätigt werden.');
    expect(await read(expired.id)).toMatchObject({ status: 'REFUSED', refusalReason: 'EXPIRED' });
  });

  it('in the Bancontact card checkout: REFUSED, CANCELLED, and the checkout goes back', async () => {
    const session: GatewayCheckoutSession = await openSession(gateway, 'BANCONTACT_CARD');
    const page = await openCheckout(gateway, session);
    const token = /data-src="\/hosted\/card-form\?token=(cs_[^"]+)"/.exec(page.body)?.[1] ?? '';
    const challengeCard = BANCONTACT_TEST_CARDS.find((card) => card.outcome === 'challenge');
    const typed = await postCard(gateway, token, { number: challengeCard?.number ?? '', cvc: '' });
    const { cardToken } = typed.json<{ cardToken: string }>();
    const paying = await gateway.app.inject({
      method: 'POST',
      url: `/hosted/checkout/${session.id}/card`,
      payload: { sessionData: session.sessionData, cardToken },
    });
    const challenge = challengeOf(paying.json<GatewayPayment>());
    await answerChallenge(gateway, challenge, '', 'cancel');
    const done = await gateway.app.inject({
      method: 'POST',
      url: `/hosted/checkout/${session.id}/three-d-secure`,
      payload: { sessionData: session.sessionData, step: 'challenge' },
    });
    expect(done.json()).toEqual({ status: 'REFUSED', returnUrl: RETURN_URL });
    expect(await read(session.payment.id)).toMatchObject({ refusalReason: 'CANCELLED' });
    expect(await webhooks(session.payment.id)).toEqual(['PENDING', 'REFUSED CANCELLED']);
  });
});
