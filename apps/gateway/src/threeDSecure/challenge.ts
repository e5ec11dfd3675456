import { CHALLENGE_CODE } from '@paypage/contract/sandboxTestCards';
import type { GatewayCard } from '@paypage/contract/cardPayments';
import type { SandboxPayment } from '../payments/sandboxPayment';
import { findCard } from '../store/cardsRepository';
import type { GatewayDb } from '../store/database';
import { findPaymentById } from '../store/paymentsRepository';
import {
  findThreeDSecureByAcsTransId,
  findThreeDSecureByServerTransId,
  recordChallengeResult,
} from '../store/threeDSecureRepository';
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

/** The CReq the page posted into the challenge frame: which transaction, what window size. */
export async function openChallenge(db: GatewayDb, creq: string): Promise<OpenChallengeResult> {
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
 */
export async function answerChallenge(
  db: GatewayDb,
  acsTransId: string,
  answer: { code: string; cancelled: boolean },
  now: Date,
): Promise<AnswerChallengeResult> {
  return db.transaction().execute(async (trx): Promise<AnswerChallengeResult> => {
    const context = await contextOf(trx, await findThreeDSecureByAcsTransId(trx, acsTransId));
    if (!context) return { outcome: 'invalid' };
    const earlier = context.transaction.challengeResult;
    if (earlier) return { outcome: 'answered', context, transStatus: earlier };
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
    await recordChallengeResult(trx, acsTransId, { transStatus, at: now.toISOString() });
    return { outcome: 'answered', context, transStatus };
  });
}
