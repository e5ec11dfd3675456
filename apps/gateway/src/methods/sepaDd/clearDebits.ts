import type { GatewayDb } from '../../store/database';
import { creditPendingRefunds } from '../../payments/paymentChanges';
import { settlePayment } from '../../payments/settlePayment';
import { debitsDueBy, markCleared } from './sepaDebitsRepository';

/** How often the sandbox looks for debits to decide. */
export const CLEARING_INTERVAL_MS = 1_000;

/**
 * The sandbox's clearing: each debit whose time has come settles (SUCCESS) or is returned by
 * the payer's bank (REFUSED with its R-transaction reason), with its webhook, as its IBAN
 * planned. A debit already decided by the settle or return call is left as it is. Safe to run
 * twice: a decided payment never changes again.
 */
export async function clearDueDebits(db: GatewayDb, now: Date): Promise<number> {
  const due = await debitsDueBy(db, now);
  for (const debit of due) {
    await settlePayment(
      db,
      debit.paymentId,
      debit.plannedStatus,
      now,
      debit.plannedReason ? { refusalReason: debit.plannedReason } : {},
    );
    await markCleared(db, debit.paymentId);
  }
  // A refund of a debit goes back by credit transfer, which clears as a debit does.
  const credited = await creditPendingRefunds(db, now, REFUND_CREDIT_AFTER_MS);
  return due.length + credited;
}

/** How long the sandbox's credit transfer of a SEPA refund takes to arrive. */
export const REFUND_CREDIT_AFTER_MS = 5_000;
