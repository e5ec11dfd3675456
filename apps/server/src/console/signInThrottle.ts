import type { FastifyRequest } from 'fastify';
import { emailKeyOf } from './consoleUsersRepository';
import type { ConsoleStore } from './consoleStore';

/** Failures counted over the last 15 minutes (a sliding window over stored failures). */
const SIGN_IN_WINDOW_MS = 15 * 60_000;
/** A guesser at one account gets 5 tries a window; one address 20 across accounts. */
export const ACCOUNT_FAILURES = 5;
export const ADDRESS_FAILURES = 20;

interface Bucket {
  key: string;
  limit: number;
}

function bucketsOf(request: FastifyRequest, email: string): Bucket[] {
  return [
    { key: `account:${emailKeyOf(email)}`, limit: ACCOUNT_FAILURES },
    { key: `address:${request.ip}`, limit: ADDRESS_FAILURES },
  ];
}

/**
 * Sign-in is refused (429, Retry-After) while the account or the address has its window's failures,
 * before the password is even hashed: a throttled guess costs the service no scrypt.
 */
export function signInThrottle(store: ConsoleStore) {
  return {
    /** Seconds to wait while the account or the address has its window's failures. */
    async waitS(request: FastifyRequest, email: string, nowMs: number): Promise<number> {
      for (const bucket of bucketsOf(request, email)) {
        const failures = await store.signInFailures.since(
          bucket.key,
          nowMs - SIGN_IN_WINDOW_MS,
          bucket.limit,
        );
        const oldest = failures[0];
        if (failures.length >= bucket.limit && oldest) {
          return Math.max(1, Math.ceil((Date.parse(oldest) + SIGN_IN_WINDOW_MS - nowMs) / 1000));
        }
      }
      return 0;
    },

    async failed(request: FastifyRequest, email: string, nowMs: number): Promise<void> {
      await store.signInFailures.record(
        bucketsOf(request, email).map((bucket) => bucket.key),
        nowMs,
      );
      // Old rows are of no use to any window: cleared as failures come, no timer needed.
      await store.signInFailures.forgetBefore(nowMs - SIGN_IN_WINDOW_MS);
    },

    /** A right password ends the account's run of failures (the address keeps its count). */
    async succeeded(email: string): Promise<void> {
      await store.signInFailures.forget(`account:${emailKeyOf(email)}`);
    },
  };
}
