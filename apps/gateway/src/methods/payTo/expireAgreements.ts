import { findPaymentById } from '../../store/paymentsRepository';
import { settlePayment } from '../../payments/settlePayment';
import type { GatewayDb } from '../../store/database';
import { overdueAgreementPayments } from './payToAgreementsRepository';
import { decideAgreement } from './payToApproval';

/** How often the sandbox looks for agreements nobody approved in time. */
export const EXPIRY_INTERVAL_MS = 1_000;

/**
 * The deadline, enforced: an agreement the payer neither approved nor declined by its
 * `agreementExpiresAt` times out (mandate status TIMEDOUT, the payment REFUSED), with its
 * webhook. Safe to run twice: a decided payment never changes again.
 */
export async function expireAgreements(db: GatewayDb, now: Date): Promise<number> {
  const overdue = await overdueAgreementPayments(db, now);
  for (const paymentId of overdue) {
    const payment = await findPaymentById(db, paymentId);
    if (!payment) continue;
    const { status, ...outcome } = decideAgreement(payment, 'TIMEDOUT', now);
    await settlePayment(db, paymentId, status, now, outcome);
  }
  return overdue.length;
}
