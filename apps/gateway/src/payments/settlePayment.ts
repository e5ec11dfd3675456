import type { GatewayPaymentStatus } from '@paypage/contract/gatewayApi';
import type { GatewayDb } from '../store/database';
import { findPaymentById, meetsCondition, updatePaymentState } from './paymentsRepository';
import type { PaymentStateChange } from './paymentsRepository';
import { insertScheduledDecision } from './scheduledDecisionsRepository';
import type { ScheduledDecisionRow } from './scheduledDecisionsRepository';
import { enqueuePaymentUpdated } from '../webhooks/paymentUpdatedEvent';
import type { SandboxPayment } from './sandboxPayment';

/** How a settle changes the payment besides its status. */
export type SettleOutcome = Pick<
  PaymentStateChange,
  'refusalReason' | 'details' | 'expiresAt' | 'only'
> & {
  /** What the bank decides by itself at `dueAt` (scheduledDecisions.ts applies it). */
  later?: Omit<ScheduledDecisionRow, 'paymentId'>;
};

/** The outcomes a shopper (or a test) can decide for an open payment. */
export type SettleStatus = Exclude<GatewayPaymentStatus, 'RECEIVED'>;

/** A payment can still change only while it is open; the contract's final statuses never do. */
const OPEN_STATUSES: readonly GatewayPaymentStatus[] = ['RECEIVED', 'PENDING'];

export type SettleResult =
  | { outcome: 'settled'; payment: SandboxPayment }
  /** Already in that (open) status, or not meeting `only`: nothing changed, no webhook. */
  | { outcome: 'unchanged'; payment: SandboxPayment }
  | { outcome: 'final'; payment: SandboxPayment }
  | { outcome: 'not_found' };

/**
 * Decides an open payment's outcome (or records news about one still open) and enqueues its
 * webhook in the same transaction: the sandbox settle route, the hosted approval pages and the
 * methods' own sandbox actions all come here.
 */
export async function settlePayment(
  db: GatewayDb,
  id: string,
  status: SettleStatus,
  now: Date,
  /**
   * Why it was refused, and what the method now tells about it (PENDING with news included);
   * a new expiry, or none (null) once the shopper has decided; what the bank decides by itself
   * later (kept with the change, in its transaction, unless the payment is final).
   */
  outcome: SettleOutcome = {},
): Promise<SettleResult> {
  return db.transaction().execute(async (trx): Promise<SettleResult> => {
    const current = await findPaymentById(trx, id);
    if (!current) return { outcome: 'not_found' };
    if (!OPEN_STATUSES.includes(current.status)) return { outcome: 'final', payment: current };
    const { later, ...change } = outcome;
    const at = now.toISOString();
    // Read in this transaction, so no other decision can come between the check and the change.
    if (change.only && !meetsCondition(current, change.only, at)) {
      return { outcome: 'unchanged', payment: current };
    }
    if (later) await insertScheduledDecision(trx, { paymentId: id, ...later }, at);
    const news =
      (change.details && JSON.stringify(change.details) !== JSON.stringify(current.details)) ||
      (change.expiresAt !== undefined && change.expiresAt !== (current.expiresAt ?? null));
    if (current.status === status && !news) return { outcome: 'unchanged', payment: current };

    const changed = await updatePaymentState(trx, id, {
      from: OPEN_STATUSES,
      to: status,
      at,
      ...change,
    });
    // The transaction holds the write lock, so the read above is still true; this is a guard.
    if (!changed) throw new Error(`Payment ${id} changed during settlement`);
    await enqueuePaymentUpdated(trx, changed, at);
    return { outcome: 'settled', payment: changed };
  });
}
