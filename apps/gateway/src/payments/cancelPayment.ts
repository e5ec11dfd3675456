import { REFUSAL_REASONS } from '@paypage/contract/refusalReasons';
import type { GatewayDb } from '../store/database';
import { paymentAsItStands } from './expiry';
import type { SandboxPayment } from './sandboxPayment';
import { settlePayment } from './settlePayment';

/**
 * The service gives up an attempt that waits on the shopper (the shopper chose another way to
 * pay): it is REFUSED with reason CANCELLED, its webhook in the same transaction. Only while it
 * still waits on the shopper, checked in that transaction: the shopper's decision, the bank's,
 * an execution or a settle that came first wins, and the payment is answered as they left it
 * (final; or still open but past stopping, as a Trustly transfer the bank is confirming).
 * Undefined for an unknown payment.
 */
export async function cancelPayment(
  db: GatewayDb,
  id: string,
  now: Date,
): Promise<SandboxPayment | undefined> {
  // A window that has run out refuses the payment as EXPIRED first: that is how it ended.
  const payment = await paymentAsItStands(db, id, now);
  if (!payment) return undefined;
  const result = await settlePayment(db, id, 'REFUSED', now, {
    refusalReason: REFUSAL_REASONS.cancelled,
    only: 'waitingOnShopper',
  });
  return result.outcome === 'not_found' ? payment : result.payment;
}
