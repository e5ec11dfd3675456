/**
 * When a webhook that was not accepted is sent again: the gateway's to the service and the
 * service's to a merchant follow the same schedule, so both read alike in the docs and logs.
 */

/** After this many failed attempts the sender stops trying and keeps the last error. */
export const MAX_DELIVERY_ATTEMPTS = 12;

const FIRST_RETRY_DELAY_MS = 1_000;
const MAX_RETRY_DELAY_MS = 5 * 60_000;

/**
 * When to try again after `failedAttempts` failures (1 s, 2 s, 4 s … capped at 5 min), or
 * null once the sender gives up.
 */
export function nextAttemptAfterFailure(failedAttempts: number, now: Date): Date | null {
  if (failedAttempts >= MAX_DELIVERY_ATTEMPTS) return null;
  const delayMs = Math.min(FIRST_RETRY_DELAY_MS * 2 ** (failedAttempts - 1), MAX_RETRY_DELAY_MS);
  return new Date(now.getTime() + delayMs);
}
