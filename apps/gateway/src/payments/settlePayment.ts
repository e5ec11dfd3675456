import type { GatewayPaymentStatus } from '@paypage/contract/gatewayApi';
import type { GatewayDb } from '../store/database';
import { findPaymentById, updatePaymentState } from '../store/paymentsRepository';
import type { PaymentStateChange } from '../store/paymentsRepository';
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
 * Decides an open payment's outcome (or records news about one still open) and enqueues its
 * webhook in the same transaction: the sandbox settle route, the hosted approval pages and the
 * methods' own sandbox actions all come here.
 */
export async function settlePayment(
  db: GatewayDb,
  id: string,
  status: SettleStatus,
  now: Date,
  /** Why it was refused, and what the method now tells about it (PENDING with news included). */
  outcome: Pick<PaymentStateChange, 'refusalReason' | 'details'> = {},
): Promise<SettleResult> {
  return db.transaction().execute(async (trx): Promise<SettleResult> => {
    const current = await findPaymentById(trx, id);
    if (!current) return { outcome: 'not_found' };
    if (!OPEN_STATUSES.includes(current.status)) return { outcome: 'final', payment: current };
    const news =
      outcome.details && JSON.stringify(outcome.details) !== JSON.stringify(current.details);
    if (current.status === status && !news) return { outcome: 'unchanged', payment: current };

    const at = now.toISOString();
    const changed = await updatePaymentState(trx, id, {
      from: OPEN_STATUSES,
      to: status,
      at,
      ...outcome,
    });
    // The transaction holds the write lock, so the read above is still true; this is a guard.
    if (!changed) throw new Error(`Payment ${id} changed during settlement`);
    await enqueuePaymentUpdated(trx, changed, at);
    return { outcome: 'settled', payment: changed };
  });
}
