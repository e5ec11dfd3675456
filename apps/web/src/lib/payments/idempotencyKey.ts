/**
 * A fresh Idempotency-Key: 128 random bits as hex. getRandomValues works on plain http too
 * (crypto.randomUUID needs a secure context), which a merchant's test page may be.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
