import { REFUSAL_REASONS } from '@paypage/contract/refusalReasons';
import { CHALLENGE_CODE } from '@paypage/contract/sandboxTestCards';
import type { GatewayCard } from '@paypage/contract/cardPayments';
import { paymentAsItStands } from '../../../payments/expiry';
import type { SandboxPayment } from '../../../payments/sandboxPayment';
import { findCard } from '../tokens/cardsRepository';
import type { GatewayDb } from '../../../store/database';
import { findPaymentById, updatePaymentState } from '../../../payments/paymentsRepository';
import {
  findThreeDSecureByAcsTransId,
  findThreeDSecureByServerTransId,
  recordChallengeResult,
} from './threeDSecureRepository';
import { enqueuePaymentUpdated } from '../../../webhooks/paymentUpdatedEvent';
import { decodeBase64UrlJson, THREE_DS_MESSAGE_VERSION } from './threeDSecureData';
import type { ThreeDSecureTransaction } from './threeDSecureTransaction';

/** EMV challengeWindowSize: 01 250×400, 02 390×400, 03 500×600, 04 600×400, 05 full page. */
export const CHALLENGE_WINDOW_SIZE_CODES = ['01', '02', '03', '04', '05'] as const;
export type ChallengeWindowSize = (typeof CHALLENGE_WINDOW_SIZE_CODES)[number];

export function isChallengeWindowSize(value: unknown): value is ChallengeWindowSize {
  return CHALLENGE_WINDOW_SIZE_CODES.includes(value as ChallengeWindowSize);
}

export interface ChallengeContext {
  transaction: ThreeDSecureTransaction;
  payment: SandboxPayment;
  card: GatewayCard;
}

export type OpenChallengeResult =
  | { outcome: 'invalid' }
  /** The payment is not at its challenge (yet, or any more). */
  | { outcome: 'not_ready'; payment: SandboxPayment }
  | { outcome: 'open'; context: ChallengeContext; windowSize: ChallengeWindowSize }
  /** Answered before: the frame shows that answer again instead of a second chance. */
  | {
      outcome: 'answered';
      context: ChallengeContext;
      windowSize: ChallengeWindowSize;
      transStatus: 'Y' | 'N';
    };

async function contextOf(
  db: GatewayDb,
  transaction: ThreeDSecureTransaction | undefined,
): Promise<ChallengeContext | undefined> {
  const payment = transaction && (await findPaymentById(db, transaction.paymentId));
  return transaction && payment?.card ? { transaction, payment, card: payment.card } : undefined;
}

const isOpen = (payment: SandboxPayment) =>
  payment.status === 'PENDING' || payment.status === 'RECEIVED';

/**
 * What the ACS tells the page of a payment that ended before the shopper answered (its window
 * ran out, or the service cancelled it): not authenticated, so that the page's frame flow goes
 * on to the result as after a failed challenge. A paid one (settled by hand) counts as passed.
 */
const endedAnswer = (payment: SandboxPayment): 'Y' | 'N' =>
  payment.status === 'AUTHORISED' || payment.status === 'SUCCESS' ? 'Y' : 'N';

/** The transaction's payment refused first if its window has run out (payments/expiry.ts). */
async function expireIfOverdue(
  db: GatewayDb,
  transaction: ThreeDSecureTransaction | undefined,
  now: Date,
) {
  if (transaction) await paymentAsItStands(db, transaction.paymentId, now);
}

/** The CReq the page posted into the challenge frame: which transaction, what window size. */
export async function openChallenge(
  db: GatewayDb,
  creq: string,
  now: Date,
): Promise<OpenChallengeResult> {
  const message = decodeBase64UrlJson(creq);
  if (
    !message ||
    message.messageType !== 'CReq' ||
    message.messageVersion !== THREE_DS_MESSAGE_VERSION ||
    typeof message.threeDSServerTransID !== 'string' ||
    !isChallengeWindowSize(message.challengeWindowSize)
  ) {
    return { outcome: 'invalid' };
  }
  const transaction = await findThreeDSecureByServerTransId(db, message.threeDSServerTransID);
  await expireIfOverdue(db, transaction, now);
  const context = await contextOf(db, transaction);
  if (!context || context.transaction.acsTransId !== message.acsTransID) {
    return { outcome: 'invalid' };
  }
  const windowSize = message.challengeWindowSize;
  if (context.transaction.challengeResult) {
    return {
      outcome: 'answered',
      context,
      windowSize,
      transStatus: context.transaction.challengeResult,
    };
  }
  if (!isOpen(context.payment)) {
    return { outcome: 'answered', context, windowSize, transStatus: endedAnswer(context.payment) };
  }
  if (context.transaction.stage !== 'challenge') {
    return { outcome: 'not_ready', payment: context.payment };
  }
  return { outcome: 'open', context, windowSize };
}

export type AnswerChallengeResult =
  | { outcome: 'invalid' }
  | { outcome: 'not_ready'; payment: SandboxPayment }
  | { outcome: 'answered'; context: ChallengeContext; transStatus: 'Y' | 'N' };

/**
 * The shopper's answer. The ACS authenticates only the right code on a card whose issuer does
 * not fail every challenge; the first answer is final, so a second post cannot turn N into Y.
 * Cancel is an answer too: not authenticated (transStatus N, as EMV's challengeCancel 01), and
 * the payment is refused at once with reason CANCELLED, its webhook in the same transaction;
 * the page's frame flow then goes on as after a failed challenge and finds the payment so.
 */
export async function answerChallenge(
  db: GatewayDb,
  acsTransId: string,
  answer: { code: string; cancelled: boolean },
  now: Date,
): Promise<AnswerChallengeResult> {
  await expireIfOverdue(db, await findThreeDSecureByAcsTransId(db, acsTransId), now);
  return db.transaction().execute(async (trx): Promise<AnswerChallengeResult> => {
    const context = await contextOf(trx, await findThreeDSecureByAcsTransId(trx, acsTransId));
    if (!context) return { outcome: 'invalid' };
    const earlier = context.transaction.challengeResult;
    if (earlier) return { outcome: 'answered', context, transStatus: earlier };
    // Ended meanwhile (expired, cancelled): an answer now decides nothing.
    if (!isOpen(context.payment)) {
      return { outcome: 'answered', context, transStatus: endedAnswer(context.payment) };
    }
    if (context.transaction.stage !== 'challenge') {
      return { outcome: 'not_ready', payment: context.payment };
    }
    const card = await findCard(trx, context.card.token);
    const transStatus =
      !answer.cancelled &&
      answer.code.trim() === CHALLENGE_CODE &&
      card?.testOutcome !== 'challenge-failed'
        ? 'Y'
        : 'N';
    const at = now.toISOString();
    await recordChallengeResult(trx, acsTransId, { transStatus, at });
    const payment = answer.cancelled
      ? await refuseAsCancelled(trx, context.payment, at)
      : context.payment;
    return { outcome: 'answered', context: { ...context, payment }, transStatus };
  });
}

/** The shopper's cancel: REFUSED, CANCELLED, and its webhook; answers the payment so. */
async function refuseAsCancelled(trx: GatewayDb, payment: SandboxPayment, at: string) {
  const cancelled = await updatePaymentState(trx, payment.id, {
    from: ['RECEIVED', 'PENDING'],
    to: 'REFUSED',
    at,
    refusalReason: REFUSAL_REASONS.cancelled,
  });
  if (cancelled) await enqueuePaymentUpdated(trx, cancelled, at);
  return cancelled ?? payment;
}
