import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayPayment, GatewayWebhook } from '@paypage/contract/gatewayApi';
import { CHALLENGE_CODE } from '@paypage/contract/sandboxTestCards';
import { approvalPath } from './gatewayMethod';
import { expireOverduePayments } from './expiry';
import { applyDueDecisions } from './scheduledDecisions';
import { findPaymentById } from './paymentsRepository';
import { listWebhooksOfPayment } from '../webhooks/webhookOutboxRepository';
import {
  answerChallenge,
  challengeOf,
  payByCard,
  postForm,
  threeDSecureStep,
  tokenise,
} from '../testing/cardHelpers';
import { newMandate } from '../testing/sepaHelpers';
import { gatewayOfEveryMethod, SHOPPER_STEP_KINDS } from '../testing/shopperStepKinds';
import { AUTH, type TestGateway } from '../testing/testGateway';

const ROUNDS = 50;

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await gatewayOfEveryMethod();
});
afterAll(() => gateway.close());

const cancel = (id: string, headers: Record<string, string> = AUTH) =>
  gateway.app.inject({ method: 'POST', url: `/v1/payments/${id}/cancel`, headers });

/** What the service hears of the payment, in order: status and refusal reason. */
const webhooks = async (id: string) =>
  (await listWebhooksOfPayment(gateway.db, id)).map((row) => {
    const { status, refusalReason } = (JSON.parse(row.body) as GatewayWebhook).data;
    return refusalReason ? `${status} ${refusalReason}` : status;
  });

const kind = (name: string) => {
  const found = SHOPPER_STEP_KINDS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(name);
  return found;
};

const byTheShopper = (id: string, fields: Record<string, string>) =>
  postForm(gateway, approvalPath(id), fields);

describe('POST /v1/payments/{id}/cancel of a payment that waits on the shopper', () => {
  it.each(SHOPPER_STEP_KINDS.map((kind) => [kind.name, kind] as const))(
    'ends %s: REFUSED, CANCELLED, its webhook sent once',
    async (_name, kind) => {
      const payment = await kind.start(gateway);
      expect(payment.waitsOnShopper).toBe(true);
      const before = await webhooks(payment.id);

      const answer = await cancel(payment.id);
      expect(answer.statusCode).toBe(200);
      const cancelled = answer.json<GatewayPayment>();
      expect(cancelled).toMatchObject({
        id: payment.id,
        status: 'REFUSED',
        refusalReason: 'CANCELLED',
        waitsOnShopper: false,
      });
      expect(cancelled.action).toBeUndefined();
      expect(await webhooks(payment.id)).toEqual([...before, 'REFUSED CANCELLED']);

      // Idempotent: a second cancel answers the same, and tells the service nothing new.
      expect((await cancel(payment.id)).json()).toEqual(cancelled);
      expect(await webhooks(payment.id)).toEqual([...before, 'REFUSED CANCELLED']);
    },
  );

  it('answers a payment whose window has run out as the expiry ended it', async () => {
    const payment = await kind('a 3-D Secure challenge').start(gateway);
    const stored = await findPaymentById(gateway.db, payment.id);
    await gateway.db
      .updateTable('payments')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('id', '=', payment.id)
      .execute();
    expect(stored?.expiresAt).toBeDefined();
    expect((await cancel(payment.id)).json()).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'EXPIRED',
    });
  });
});

describe('cancel of a payment it cannot end', () => {
  it.each([
    ['authorised at once', '4242424242424242', 'preauth', 'AUTHORISED'],
    ['paid at once', '4242424242424242', 'preauthAndCapture', 'SUCCESS'],
    ['refused by the issuer', '4000000000000002', 'preauthAndCapture', 'REFUSED'],
  ] as const)('answers a card payment %s unchanged', async (_name, number, type, status) => {
    const payment = (await payByCard(gateway, await tokenise(gateway, number), type)).json();
    const answer = await cancel(payment.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ ...payment, waitsOnShopper: false });
    expect(answer.json().status).toBe(status);
    expect(await webhooks(payment.id)).toHaveLength(1);
  });

  it('answers a Trustly transfer the shopper confirmed, while its bank confirms, unchanged', async () => {
    const payment = await kind('the TRUSTLY bank page').start(gateway);
    await byTheShopper(payment.id, { decision: 'approve', choice: 'trustly-confirms' });
    const answer = (await cancel(payment.id)).json<GatewayPayment>();
    expect(answer).toMatchObject({ status: 'PENDING', waitsOnShopper: false });
    expect(answer.refusalReason).toBeUndefined();
    // The shopper's window no longer applies: the bank's confirmation decides.
    expect(await expireOverduePayments(gateway.db, new Date(Date.now() + 86_400_000))).toBe(0);
    await applyDueDecisions(gateway.db, new Date(Date.now() + 60_000));
    expect((await cancel(payment.id)).json()).toMatchObject({ status: 'SUCCESS' });
  });

  it('answers a submitted SEPA debit unchanged: nothing waits on the shopper', async () => {
    const mandate = await newMandate(gateway);
    const created = await gateway.app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: AUTH,
      payload: {
        reference: `sepa-${Date.now()}`,
        amount: 1999,
        currency: 'EUR',
        method: 'SEPA_DD',
        details: { mandateId: mandate.id },
      },
    });
    const payment = created.json<GatewayPayment>();
    expect(payment).toMatchObject({ status: 'PENDING', waitsOnShopper: false });
    expect((await cancel(payment.id)).json()).toEqual(payment);
  });

  it('answers 404 for an unknown payment, 400 for an impossible id, 401 without the key', async () => {
    expect((await cancel('gp_doesnotexist00')).statusCode).toBe(404);
    expect((await cancel('nope')).statusCode).toBe(400);
    const payment = await kind('a 3-D Secure challenge').start(gateway);
    expect((await cancel(payment.id, {})).statusCode).toBe(401);
    expect((await findPaymentById(gateway.db, payment.id))?.status).toBe('PENDING');
  });
});

/**
 * The cancel and the shopper's (or the bank's, or the service's) decision arrive together, in
 * either order: exactly one of them wins, and the service hears one outcome.
 */
describe('a cancel racing a decision', () => {
  async function race(
    start: () => Promise<GatewayPayment>,
    decide: (payment: GatewayPayment) => Promise<unknown>,
    paid: string,
  ) {
    const seen = new Set<string>();
    for (let round = 0; round < ROUNDS; round++) {
      const payment = await start();
      const before = await webhooks(payment.id);
      // Taking turns at the head start, so that each order is tried.
      const calls = [() => cancel(payment.id), () => decide(payment)];
      if (round % 2 === 1) calls.reverse();
      await Promise.all(calls.map((call) => call()));
      const final = await webhooks(payment.id);
      const outcome = final.slice(before.length);
      // Exactly one outcome, told once.
      expect(outcome, `round ${round}`).toHaveLength(1);
      expect(['REFUSED CANCELLED', paid], `round ${round}`).toContain(outcome[0]);
      const stored = await findPaymentById(gateway.db, payment.id);
      expect(stored?.status).toBe(outcome[0]?.split(' ')[0]);
      // A cancel after the outcome changes nothing.
      const late = (await cancel(payment.id)).json<GatewayPayment>();
      expect(late.status).toBe(stored?.status);
      expect(await webhooks(payment.id)).toEqual(final);
      seen.add(outcome[0] ?? '');
    }
    return seen;
  }

  it(`against the shopper's approval at the bank, ${ROUNDS} rounds`, async () => {
    await race(
      () => kind('the ACCOUNT_TO_PAY bank page').start(gateway),
      (payment) => byTheShopper(payment.id, { decision: 'approve', choice: 'a2p-current' }),
      'SUCCESS',
    );
  });

  it(`against the shopper's approval at iDEAL, ${ROUNDS} rounds`, async () => {
    await race(
      () => kind('the IDEAL provider checkout').start(gateway),
      (payment) => byTheShopper(payment.id, { decision: 'approve', choice: 'INGBNL2A' }),
      'SUCCESS',
    );
  });

  it(`against the service executing an approved PayPal payment, ${ROUNDS} rounds`, async () => {
    await race(
      async () => {
        const payment = await kind('PayPal’s approval page').start(gateway);
        await byTheShopper(payment.id, { decision: 'approve', choice: 'SBXBUYER0001' });
        return payment;
      },
      (payment) =>
        gateway.app.inject({
          method: 'POST',
          url: `/v1/paypal/payments/${payment.id}/execute`,
          headers: AUTH,
        }),
      'SUCCESS',
    );
  });

  it(`against the service reporting a passed 3-D Secure challenge, ${ROUNDS} rounds`, async () => {
    await race(
      async () => {
        const payment = await kind('a 3-D Secure challenge').start(gateway);
        await answerChallenge(gateway, challengeOf(payment), CHALLENGE_CODE);
        return payment;
      },
      (payment) => threeDSecureStep(gateway, payment.id, { step: 'challenge' }),
      'SUCCESS',
    );
  });

  it(`against the Trustly shopper's confirmation, ${ROUNDS} rounds: never both`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const payment = await kind('the TRUSTLY bank page').start(gateway);
      const calls = [
        () => cancel(payment.id),
        () => byTheShopper(payment.id, { decision: 'approve', choice: 'trustly-confirms' }),
      ];
      if (round % 2 === 1) calls.reverse();
      await Promise.all(calls.map((call) => call()));
      const stored = await findPaymentById(gateway.db, payment.id);
      const scheduled = await gateway.db
        .selectFrom('scheduled_decisions')
        .selectAll()
        .where('payment_id', '=', payment.id)
        .executeTakeFirst();
      if (stored?.status === 'REFUSED') {
        // Cancelled first: the shopper's confirmation came too late and left nothing behind.
        expect(stored.refusalReason).toBe('CANCELLED');
        expect(scheduled).toBeUndefined();
      } else {
        // Confirmed first: the bank decides, the cancel could not stop it.
        expect(stored).toMatchObject({ status: 'PENDING', expiresAt: undefined });
        expect(scheduled).toBeDefined();
      }
    }
  });
});
