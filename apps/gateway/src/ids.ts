import { randomBytes } from 'node:crypto';

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
