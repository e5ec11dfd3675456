import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Console passwords, hashed with scrypt from Node's own crypto (decision 0038): N = 2^15,
 * r = 8, p = 1 (RFC 7914's interactive-login setting, OWASP's minimum), a 16-byte salt per user,
 * a 32-byte key. Stored as `scrypt$N$r$p$salt$key` (base64url), so the cost can be raised later
 * and old hashes still verify.
 */
const PRODUCTION_COST = { N: 2 ** 15, r: 8, p: 1 } as const;
let COST: { readonly N: number; readonly r: number; readonly p: number } = PRODUCTION_COST;

/**
 * Tests only: a cost of N = 2^10, for the route fuzzing, which creates thousands of users with a
 * password (10,000 requests a route) and spent five minutes of CPU on scrypt alone. Refused
 * outside vitest, so no configuration can weaken a real service's hashes.
 */
export function useCheapPasswordCostInTests(): void {
  if (!process.env.VITEST) throw new Error('A cheaper password cost is for tests only');
  COST = { N: 2 ** 10, r: 8, p: 1 };
}
const KEY_BYTES = 32;
const SALT_BYTES = 16;
/** scrypt needs 128·N·r bytes (32 MiB here); Node refuses above its 32 MiB default, so more. */
const MAX_MEMORY_BYTES = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, cost: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_BYTES,
      { ...cost, maxmem: MAX_MEMORY_BYTES },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')]
    .map(String)
    .join('$');
}

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash made with another cost than today's: replaced at the next successful sign-in. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(`scrypt$${COST.N}$${COST.r}$${COST.p}$`);
}

/**
 * A hash no password matches, checked when the email is unknown: the answer then takes as long
 * as a wrong password's, so the time does not tell which addresses have an account.
 */
export function unknownUserHash(): string {
  return `scrypt$${COST.N}$${COST.r}$${COST.p}$${Buffer.alloc(SALT_BYTES).toString('base64url')}$${Buffer.alloc(KEY_BYTES).toString('base64url')}`;
}
