/**
 * A fresh Idempotency-Key: 128 random bits as hex. getRandomValues, not randomUUID: the latter
 * exists only in secure contexts, and a console reached over plain http on a LAN name must still
 * be able to refund.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
