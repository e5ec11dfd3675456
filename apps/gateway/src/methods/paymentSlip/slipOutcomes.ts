import type { FastifyBaseLogger } from 'fastify';
import { SLIP_NOT_RECEIVED_REASON } from '@paypage/contract/methods/paymentSlipRules';
import { settlePayment, type SettleResult } from '../../payments/settlePayment';
import { startSweep, type Sweep } from '../../payments/sweep';
import type { GatewayDb } from '../../store/database';
import { findPaymentById } from '../../payments/paymentsRepository';
import { findSlip, listOverdueSlipIds } from './slipsRepository';

/** How often the sweep looks for slips past their due date. */
const DUE_DATE_SWEEP_INTERVAL_MS = 5000;
const SWEEP_BATCH = 100;

const isPast = (dueAt: string, now: Date) => Date.parse(dueAt) <= now.getTime();

/** The slip's transfer did not arrive by its due date: REFUSED (EXPIRED), its webhook sent. */
export function refuseNotReceived(db: GatewayDb, paymentId: string, now: Date) {
  return settlePayment(db, paymentId, 'REFUSED', now, { refusalReason: SLIP_NOT_RECEIVED_REASON });
}

/**
 * Refuses the slip if it is still open past its due date, so whoever looks after the due date
 * sees it refused even before the sweep has run (the service's page, a late transfer).
 */
export async function refuseIfOverdue(db: GatewayDb, paymentId: string, now: Date) {
  const slip = await findSlip(db, paymentId);
  if (slip && isPast(slip.dueAt, now)) await refuseNotReceived(db, paymentId, now);
}

export type TransferOutcome = SettleResult | { outcome: 'overdue' };

/**
 * The transfer of the slip's amount arrived at its account with its reference: the payment is
 * SUCCESS, with when it arrived. A transfer after the due date is sent back: the slip is refused.
 */
export async function receiveTransfer(
  db: GatewayDb,
  paymentId: string,
  now: Date,
): Promise<TransferOutcome> {
  const slip = await findSlip(db, paymentId);
  const payment = slip && (await findPaymentById(db, paymentId));
  if (!slip || !payment) return { outcome: 'not_found' };
  if (isPast(slip.dueAt, now)) {
    const refused = await refuseNotReceived(db, paymentId, now);
    return refused.outcome === 'settled' ? { outcome: 'overdue' } : refused;
  }
  const details = { ...payment.details, receivedAt: now.toISOString() };
  return settlePayment(db, paymentId, 'SUCCESS', now, { details });
}

/** Refuses every open slip past its due date; answers how many it refused. */
export async function refuseOverdueSlips(db: GatewayDb, now: Date): Promise<number> {
  const overdue = await listOverdueSlipIds(db, now.toISOString(), SWEEP_BATCH);
  for (const id of overdue) await refuseNotReceived(db, id, now);
  return overdue.length;
}

/**
 * Refuses slips at their due date whether or not anyone looks, as a bank closes an unpaid
 * slip and tells the merchant.
 */
export function startDueDateSweep(
  db: GatewayDb,
  log: FastifyBaseLogger,
  intervalMs = DUE_DATE_SWEEP_INTERVAL_MS,
): Sweep {
  return startSweep(() => refuseOverdueSlips(db, new Date()), {
    intervalMs,
    log,
    what: 'payment slip due-date sweep',
  });
}
