import type { GatewayDb } from '../../store/database';
import { paymentAsItStands } from '../../payments/expiry';
import type { SandboxPayment } from '../../payments/sandboxPayment';
import type { CheckoutSession } from './checkoutSession';
import { findCheckoutSession } from './checkoutSessionsRepository';

export interface OpenedCheckout {
  session: CheckoutSession;
  payment: SandboxPayment;
}

export const isOpen = (payment: SandboxPayment) =>
  payment.status === 'PENDING' || payment.status === 'RECEIVED';

/**
 * A checkout session and its payment as they stand now: a payment still open past its
 * deadline (the session's, or its 3-D Secure step's) is refused as EXPIRED first (with its
 * webhook), so the link behind it can be paid again and nobody pays a session that has run out.
 */
export async function checkoutAsItStands(
  db: GatewayDb,
  sessionId: string,
  now: Date,
): Promise<OpenedCheckout | undefined> {
  const session = await findCheckoutSession(db, sessionId);
  const payment = session && (await paymentAsItStands(db, session.paymentId, now));
  return session && payment ? { session, payment } : undefined;
}
