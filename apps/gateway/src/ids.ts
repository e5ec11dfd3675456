import { randomBytes, randomUUID } from 'node:crypto';

// 128 random bits, URL-safe: unguessable, and inside the contract's `[A-Za-z0-9_-]{8,64}`.
function randomId(prefix: string): string {
  return `${prefix}${randomBytes(16).toString('base64url')}`;
}

export function newPaymentId(): string {
  return randomId('gp_');
}

export function newEventId(): string {
  return randomId('evt_');
}

/** Opens the hosted card form; whoever holds it can tokenise cards until it expires. */
export function newCardSessionToken(): string {
  return randomId('cs_');
}

/** Stands for a card the shopper typed; the service pays and saves cards with it. */
export function newCardToken(): string {
  return randomId('ct_');
}

/** EMV 3-D Secure names its transactions (threeDSServerTransID, acsTransID) with UUIDs. */
export function newThreeDSecureTransId(): string {
  return randomUUID();
}

/** A CSP nonce: fresh for every response, so an injected tag can never guess it. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}
