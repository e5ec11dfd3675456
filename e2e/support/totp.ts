import { createHmac } from 'node:crypto';

/**
 * The code an authenticator app shows for a secret (RFC 6238 over RFC 4226: HMAC-SHA-1, 6 digits,
 * 30-second steps), computed here from the secret the console shows, as a phone would. Written
 * for the suite rather than imported from the service, so a mistake in the service's own code is
 * not repeated by the test that checks it.
 */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const STEP_S = 30;

function base32Bytes(secret: string): Buffer {
  const bytes: number[] = [];
  let value = 0;
  let bits = 0;
  for (const char of secret.replace(/[\s=]/g, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not a base32 secret: ${secret}`);
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The 30-second step a moment falls in. */
export const totpStep = (nowMs: number = Date.now()): number => Math.floor(nowMs / 1000 / STEP_S);

/** The six digits of one step. */
export function totpCode(secret: string, step: number = totpStep()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
