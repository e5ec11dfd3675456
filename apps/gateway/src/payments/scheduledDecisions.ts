import type { MethodDetails } from '@paypage/contract/methodDetails';
import type { GatewayDb } from '../store/database';
import { deleteScheduledDecision, findDueDecisions } from './scheduledDecisionsRepository';
import type { SettleStatus } from './settlePayment';
import { settlePayment } from './settlePayment';

/** How often due decisions are looked for: a bank's confirmation shows within a second. */
export const SCHEDULED_DECISIONS_INTERVAL_MS = 500;
const BATCH = 50;

/** What a bank decides by itself a while after the shopper did (Trustly's bank confirming). */
export interface LaterDecision {
  status: SettleStatus;
  refusalReason?: string;
  details?: MethodDetails;
  afterMs: number;
}

/** The decision as it is kept (settlePayment's `later`): due `afterMs` after `now`. */
export function dueDecision(decision: LaterDecision, now: Date) {
  const { afterMs, ...outcome } = decision;
  return { ...outcome, dueAt: new Date(now.getTime() + afterMs).toISOString() };
}

/**
 * Applies every decision due at `now` as the settle call would (webhook included) and forgets
 * it. Settling is conditional, so a decision that finds its payment already final (cancelled
 * meanwhile, or applied before a crash) changes nothing. Answers how many were applied.
 */
export async function applyDueDecisions(db: GatewayDb, now: Date): Promise<number> {
  const due = await findDueDecisions(db, now.toISOString(), BATCH);
  for (const decision of due) {
    await settlePayment(db, decision.paymentId, decision.status, now, {
      ...(decision.refusalReason ? { refusalReason: decision.refusalReason } : {}),
      ...(decision.details ? { details: decision.details } : {}),
    });
    await deleteScheduledDecision(db, decision.paymentId);
  }
  return due.length;
}
