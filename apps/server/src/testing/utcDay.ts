const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Waits for the next UTC day when the current one ends within `ms`: a test that pays and then
 * reads "paid today" would otherwise read the day after its payment's.
 */
export async function withinOneUtcDay(ms = 10_000): Promise<void> {
  const left = DAY_MS - (Date.now() % DAY_MS);
  if (left < ms) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
