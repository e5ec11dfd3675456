import type { GatewayPaymentStatus } from '@paypage/contract/gatewayApi';
import type { GatewayDb } from '../store/database';
import { findPaymentById, updatePaymentState } from '../store/paymentsRepository';
import { enqueuePaymentUpdated } from '../webhooks/paymentUpdatedEvent';
import type { SandboxPayment } from './sandboxPayment';

/** The outcomes a shopper (or a test) can decide for an open payment. */
export type SettleStatus = Exclude<GatewayPaymentStatus, 'RECEIVED'>;

/** A payment can still change only while it is open; the contract's final statuses never do. */
const OPEN_STATUSES: readonly GatewayPaymentStatus[] = ['RECEIVED', 'PENDING'];

export type SettleResult =
  | { outcome: 'settled'; payment: SandboxPayment }
  /** Already in that (open) status: nothing changed, no webhook. */
  | { outcome: 'unchanged'; payment: SandboxPayment }
  | { outcome: 'final'; payment: SandboxPayment }
  | { outcome: 'not_found' };

/**
 * Decides an open payment's outcome and enqueues its webhook in the same transaction. The
 * sandbox settle route calls it now; the hosted approval pages will call it too.
 */
export async function settlePayment(
  db: GatewayDb,
  id: string,
  status: SettleStatus,
  now: Date,
): Promise<SettleResult> {
  return db.transaction().execute(async (trx): Promise<SettleResult> => {
    const current = await findPaymentById(trx, id);
    if (!current) return { outcome: 'not_found' };
    if (!OPEN_STATUSES.includes(current.status)) return { outcome: 'final', payment: current };
    if (current.status === status) return { outcome: 'unchanged', payment: current };

    const at = now.toISOString();
    const changed = await updatePaymentState(trx, id, { from: OPEN_STATUSES, to: status, at });
    // The transaction holds the write lock, so the read above is still true; this is a guard.
    if (!changed) throw new Error(`Payment ${id} changed during settlement`);
    await enqueuePaymentUpdated(trx, changed, at);
    return { outcome: 'settled', payment: changed };
  });
}
