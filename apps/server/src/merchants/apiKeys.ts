import { createHash, randomBytes } from 'node:crypto';

const KEY_PREFIX = 'pp_sk_';

/** A new secret key; only its hash is stored, so it is shown to the merchant once. */
export function generateApiKey(): string {
  return `${KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
}

/**
 * Keys are 192 random bits, so a fast hash is enough to make a stolen table useless, and lets us
 * look a key up by its hash instead of comparing secrets one by one.
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** What may be shown of a key afterwards, to tell keys apart. */
export function apiKeyPrefix(key: string): string {
  return key.slice(0, KEY_PREFIX.length + 4);
}
