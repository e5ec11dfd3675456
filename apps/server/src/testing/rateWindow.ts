import { WINDOW_MS } from '../rateLimits/rateLimits';

/**
 * Waits for a fresh rate-limit window when the current one ends within `ms`. The counts start
 * again with each window, so requests on both sides of its end would not add up: CI runs saw
 * five link reads all answered 200 where the fifth is refused, and a key's fifth request counted
 * as its fourth because the first fell in the window before. Call it before the first request
 * a test counts.
 */
export async function withinOneRateWindow(ms = 10_000): Promise<void> {
  const left = WINDOW_MS - (Date.now() % WINDOW_MS);
  if (left < ms) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
