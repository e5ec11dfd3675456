import type { GatewayDb } from '../../store/database';
import { settlePayment } from '../../payments/settlePayment';
import type { SandboxPayment } from '../../payments/sandboxPayment';
import { findPaymentById } from '../../store/paymentsRepository';
import type { CheckoutSession } from './checkoutSession';
import { isPastDeadline } from './checkoutSession';
import { findCheckoutSession } from './checkoutSessionsRepository';

export interface OpenedCheckout {
  session: CheckoutSession;
  payment: SandboxPayment;
}

export const isOpen = (payment: SandboxPayment) =>
  payment.status === 'PENDING' || payment.status === 'RECEIVED';

/**
 * A checkout session and its payment as they stand now: a payment still open past the
 * session's deadline is refused as EXPIRED first (with its webhook), so the link behind it can
 * be paid again and nobody pays a session that has run out.
 */
export async function checkoutAsItStands(
  db: GatewayDb,
  sessionId: string,
  now: Date,
): Promise<OpenedCheckout | undefined> {
  const session = await findCheckoutSession(db, sessionId);
  const payment = session && (await findPaymentById(db, session.paymentId));
  if (!session || !payment) return undefined;
  if (!isOpen(payment) || !isPastDeadline(payment.createdAt, now)) return { session, payment };
  const expired = await settlePayment(db, payment.id, 'REFUSED', now, {
    refusalReason: 'EXPIRED',
  });
  return { session, payment: expired.outcome === 'not_found' ? payment : expired.payment };
}
