import { WINDOW_MS } from '../rateLimits/rateLimits';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Waits for the next period of `periodMs` (counted from the epoch) when this one ends within `ms`. */
async function withinOnePeriod(periodMs: number, ms: number): Promise<void> {
  const left = periodMs - (Date.now() % periodMs);
  if (left < ms) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/**
 * Waits for a fresh rate-limit window when the current one ends within `ms`. The counts start
 * again with each window, so requests on both sides of its end would not add up: CI runs saw
 * five link reads all answered 200 where the fifth is refused, and a key's fifth request counted
 * as its fourth because the first fell in the window before. Call it before the first request
 * a test counts.
 */
export function withinOneRateWindow(ms = 10_000): Promise<void> {
  return withinOnePeriod(WINDOW_MS, ms);
}

/**
 * Waits for the next UTC day when the current one ends within `ms`: a test that pays and then
 * reads "paid today" would otherwise read the day after its payment's.
 */
export function withinOneUtcDay(ms = 10_000): Promise<void> {
  return withinOnePeriod(DAY_MS, ms);
}
