import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { GatewayCheckoutSession } from '@paypage/contract/methods/providerCheckout';
import type { SandboxPayment } from '../../payments/sandboxPayment';
import { toGatewayPayment } from '../../payments/sandboxPayment';

/**
 * How long a checkout session may be opened and paid: a provider's sessions last an hour unless
 * told otherwise. Until then the payment holds the link (PROCESSING_PAYMENT); after, the
 * checkout refuses it as EXPIRED and the link can be paid again.
 */
export const CHECKOUT_SESSION_TTL_MS = 60 * 60_000;

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

export function newCheckoutSession(
  paymentId: string,
  now: Date,
  publicBaseUrl: string,
): CheckoutSession {
  return {
    id: `cks_${randomBytes(16).toString('base64url')}`,
    paymentId,
    sessionData: randomBytes(32).toString('base64url'),
    clientKey: clientKeyOf(publicBaseUrl),
    cardSessionToken: null,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + CHECKOUT_SESSION_TTL_MS).toISOString(),
  };
}

/** A payment's session expires with the payment's own deadline (both start together). */
export function isPastDeadline(createdAt: string, now: Date): boolean {
  return now.getTime() >= Date.parse(createdAt) + CHECKOUT_SESSION_TTL_MS;
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
