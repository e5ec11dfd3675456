import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { GatewayCheckoutSession } from '@paypage/contract/methods/providerCheckout';
import type { SandboxPayment } from '../../payments/sandboxPayment';
import { toGatewayPayment } from '../../payments/sandboxPayment';

/** One opening of the provider's checkout for one payment. */
export interface CheckoutSession {
  id: string;
  paymentId: string;
  /** Whoever holds it may open the checkout and pay: it travels only to the shopper's browser. */
  sessionData: string;
  clientKey: string;
  /** Bancontact card: the card form session the checkout frames. */
  cardSessionToken: string | null;
  createdAt: string;
  expiresAt: string;
}

/**
 * The client key names the integration the browser speaks for, as a provider's public client
 * key does: one per gateway origin, not secret, checked along with the session's data.
 */
export function clientKeyOf(publicBaseUrl: string): string {
  return `test_${createHash('sha256').update(`paypage-checkout:${publicBaseUrl}`).digest('hex').slice(0, 32)}`;
}

/**
 * A checkout session for the payment, open as long as its payment waits on the shopper (the
 * provider checkout's window, payments/shopperStepWindows): until then the payment holds the
 * link (PROCESSING_PAYMENT); after, it is refused as EXPIRED and the link can be paid again.
 */
export function newCheckoutSession(
  paymentId: string,
  publicBaseUrl: string,
  times: { createdAt: string; expiresAt: string },
): CheckoutSession {
  return {
    id: `cks_${randomBytes(16).toString('base64url')}`,
    paymentId,
    sessionData: randomBytes(32).toString('base64url'),
    clientKey: clientKeyOf(publicBaseUrl),
    cardSessionToken: null,
    ...times,
  };
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The browser's calls on an open checkout carry the session's data. */
export function holdsSessionData(session: CheckoutSession, sessionData: string | undefined) {
  return sessionData !== undefined && sameText(sessionData, session.sessionData);
}

/** The browser opens the session with exactly its data and client key. */
export function opensSession(
  session: CheckoutSession,
  given: { sessionData?: string | undefined; clientKey?: string | undefined },
): boolean {
  return (
    holdsSessionData(session, given.sessionData) &&
    given.clientKey !== undefined &&
    sameText(given.clientKey, session.clientKey)
  );
}

export function toGatewayCheckoutSession(
  session: CheckoutSession,
  payment: SandboxPayment,
): GatewayCheckoutSession {
  return {
    id: session.id,
    sessionData: session.sessionData,
    clientKey: session.clientKey,
    expiresAt: session.expiresAt,
    payment: toGatewayPayment(payment),
  };
}
