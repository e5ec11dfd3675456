import { PAYTO_DETAILS } from '@paypage/contract/methods/payToRules';
import { REFUSAL_REASONS } from '@paypage/contract/refusalReasons';
import type { FastifyBaseLogger } from 'fastify';
import type { GatewayDb } from '../store/database';
import { findOverduePaymentIds, findPaymentById, moveExpiry } from './paymentsRepository';
import { settlePayment } from './settlePayment';
import type { SettleOutcome } from './settlePayment';
import { startSweep, type Sweep } from './sweep';
import type { SandboxPayment } from './sandboxPayment';

/**
 * How often the sweep looks for payments that ran out: one indexed read (payments_open_by_expiry)
 * a second, so a KCP window or a virtual account closes within a second of its time.
 */
const EXPIRY_SWEEP_INTERVAL_MS = 1_000;

const isOverdue = (payment: SandboxPayment, now: Date) =>
  (payment.status === 'RECEIVED' || payment.status === 'PENDING') &&
  !!payment.expiresAt &&
  Date.parse(payment.expiresAt) <= now.getTime();

/** PayTo's word for an agreement request nobody answered in time (mandate status too). */
const PAYTO_TIMED_OUT = 'TIMEDOUT';

/**
 * What running out refuses a payment with: EXPIRED. A PayTo agreement request times out as the
 * payer's bank words it, TIMEDOUT, and its mandate status says so (methods/payTo).
 */
function expiredOutcome(payment: SandboxPayment): SettleOutcome {
  // Only if still overdue when refused: a decision that came meanwhile (clearing it) wins.
  const only = 'overdue';
  if (payment.method !== 'PAYTO') return { only, refusalReason: REFUSAL_REASONS.expired };
  const details = { ...payment.details, [PAYTO_DETAILS.mandateStatus]: PAYTO_TIMED_OUT };
  return { only, refusalReason: PAYTO_TIMED_OUT, details };
}

/**
 * A payment still open after its expiry (a 3-D Secure step or a bank page left open, a UPI
 * collect request nobody approved, a QR code nobody scanned) is refused as EXPIRED, with its
 * webhook, before anyone reads or decides it: an approval that comes too late must not pay.
 * Answers the payment as it now is.
 */
export async function expiredIfOverdue(
  db: GatewayDb,
  payment: SandboxPayment,
  now = new Date(),
): Promise<SandboxPayment> {
  if (!isOverdue(payment, now)) return payment;
  const result = await settlePayment(db, payment.id, 'REFUSED', now, expiredOutcome(payment));
  return result.outcome === 'not_found' ? payment : result.payment;
}

/**
 * The payment with this id, refused first if it ran out (see expiredIfOverdue); undefined when
 * there is none. `db` must not be a transaction already (settlePayment opens its own).
 */
export async function paymentAsItStands(
  db: GatewayDb,
  paymentId: string,
  now = new Date(),
): Promise<SandboxPayment | undefined> {
  const payment = await findPaymentById(db, paymentId);
  return payment && expiredIfOverdue(db, payment, now);
}

/**
 * Sandbox only: the payment runs out now (a window left open, an account never paid), without
 * waiting for its time. Answers false for a payment that never runs out.
 */
export async function expirePaymentNow(
  db: GatewayDb,
  paymentId: string,
  now = new Date(),
): Promise<boolean> {
  if (!(await moveExpiry(db, paymentId, now.toISOString()))) return false;
  await paymentAsItStands(db, paymentId, now);
  return true;
}

/** Refuses every payment that ran out by `now`: their webhooks go out even if nobody asks. */
export async function expireOverduePayments(db: GatewayDb, now = new Date()): Promise<number> {
  const ids = await findOverduePaymentIds(db, now.toISOString());
  for (const id of ids) await paymentAsItStands(db, id, now);
  return ids.length;
}

/** Refuses the payments that ran out, every interval, until the app closes. */
export function startExpirySweep(
  db: GatewayDb,
  log: FastifyBaseLogger,
  intervalMs = EXPIRY_SWEEP_INTERVAL_MS,
): Sweep {
  return startSweep(() => expireOverduePayments(db), { intervalMs, log, what: 'expiry sweep' });
}
