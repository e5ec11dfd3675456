import type { GatewayThreeDSecureBodySchema } from '@paypage/contract/cardPayments';
import { FINAL_GATEWAY_STATUSES } from '@paypage/contract/gatewayApi';
import type Type from 'typebox';
import type { PublicAddress } from '../../../hosted/publicAddress';
import { findCard, setCardAuthenticationStatus } from '../tokens/cardsRepository';
import type { GatewayDb } from '../../../store/database';
import { findPaymentById, updatePaymentState } from '../../../payments/paymentsRepository';
import {
  findThreeDSecureOfPayment,
  moveThreeDSecureStage,
} from '../threeDSecure/threeDSecureRepository';
import { actionFor } from '../threeDSecure/threeDSecureData';
import type { ThreeDSecureTransaction } from '../threeDSecure/threeDSecureTransaction';
import { enqueuePaymentUpdated } from '../../../webhooks/paymentUpdatedEvent';
import { afterChallenge, afterFingerprint, threeDSecureStep } from './cardPaymentSteps';
import type { CardPaymentStep } from './cardPaymentSteps';
import { paymentAsItStands } from '../../../payments/expiry';
import type { SandboxPayment } from '../../../payments/sandboxPayment';
import type { ShopperStepWindows } from '../../../payments/shopperStepWindows';

export type ThreeDSecureStep = Type.Static<typeof GatewayThreeDSecureBodySchema>;

export type ContinueResult =
  | { outcome: 'continued'; payment: SandboxPayment }
  /** Final already (or a step already taken): the payment as it is, unchanged. */
  | { outcome: 'unchanged'; payment: SandboxPayment }
  | { outcome: 'not_found' }
  | { outcome: 'not_ready'; message: string };

/**
 * The service reports that the shopper's browser finished a 3-D Secure step; the payment moves
 * on to its next step or its final status. A final payment never changes again, and a step
 * reported twice answers the payment as the first report left it.
 */
export async function continueThreeDSecure(
  db: GatewayDb,
  id: string,
  step: ThreeDSecureStep,
  now: Date,
  address: PublicAddress,
  windows: ShopperStepWindows,
): Promise<ContinueResult> {
  // A step reported after its window is too late: the payment was refused as EXPIRED first.
  await paymentAsItStands(db, id, now);
  return db.transaction().execute(async (trx): Promise<ContinueResult> => {
    const payment = await findPaymentById(trx, id);
    if (!payment) return { outcome: 'not_found' };
    if (FINAL_GATEWAY_STATUSES.includes(payment.status)) return { outcome: 'unchanged', payment };
    const threeDSecure = await findThreeDSecureOfPayment(trx, id);
    const publicBaseUrl = address.forPage(payment.allowedOrigin);
    const card = payment.card && (await findCard(trx, payment.card.token));
    if (!threeDSecure || !card || !payment.transactionType) {
      return { outcome: 'not_ready', message: 'This payment has no 3-D Secure step' };
    }

    if (step.step === 'fingerprint') {
      if (threeDSecure.stage !== 'fingerprint') return { outcome: 'unchanged', payment };
      const next = afterFingerprint(card.testOutcome, payment.transactionType);
      await moveThreeDSecureStage(trx, threeDSecure.serverTransId, {
        from: 'fingerprint',
        to: next.kind === 'final' ? 'done' : 'challenge',
        compInd: step.threeDSCompInd,
      });
      return apply(trx, payment, threeDSecure, next, now, { publicBaseUrl, windows });
    }

    if (threeDSecure.stage !== 'challenge' || !threeDSecure.challengeResult) {
      return { outcome: 'not_ready', message: 'The shopper has not answered the challenge yet' };
    }
    await moveThreeDSecureStage(trx, threeDSecure.serverTransId, { from: 'challenge', to: 'done' });
    const next = afterChallenge(payment.transactionType, threeDSecure.challengeResult);
    return apply(trx, payment, threeDSecure, next, now, { publicBaseUrl, windows });
  });
}

async function apply(
  db: GatewayDb,
  payment: SandboxPayment,
  threeDSecure: ThreeDSecureTransaction,
  step: CardPaymentStep,
  now: Date,
  { publicBaseUrl, windows }: { publicBaseUrl: string; windows: ShopperStepWindows },
): Promise<ContinueResult> {
  const at = now.toISOString();
  if (step.kind === 'threeDSecure') {
    // Still PENDING, only the browser's next step changes: no status change, so no webhook.
    // The new step has a window of its own, from now.
    const changed = await updatePaymentState(db, payment.id, {
      from: ['PENDING'],
      to: 'PENDING',
      at,
      action: actionFor(threeDSecure, step.stage, publicBaseUrl),
      expiresAt: windows.until(threeDSecureStep(step.stage), now),
    });
    return { outcome: 'continued', payment: changed ?? payment };
  }
  const changed = await updatePaymentState(db, payment.id, {
    from: ['RECEIVED', 'PENDING'],
    to: step.status,
    at,
    authenticationStatus: step.authenticationStatus,
    ...(step.refusalReason ? { refusalReason: step.refusalReason } : {}),
  });
  // The transaction holds the write lock, so the read before is still true; this is a guard.
  if (!changed) throw new Error(`Payment ${payment.id} changed during 3-D Secure`);
  if (step.authenticationStatus !== 'NoAuth' && changed.card) {
    await setCardAuthenticationStatus(db, changed.card.token, step.authenticationStatus);
  }
  await enqueuePaymentUpdated(db, changed, at);
  return { outcome: 'continued', payment: changed };
}
