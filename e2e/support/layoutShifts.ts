import type { Page } from '@playwright/test';

/**
 * Records every layout shift of the pages the page opens from now on, as Lighthouse's CLS counts
 * them (none just after an input). Call before the page is opened.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The layout shift recorded so far (their sum: CLS for a page that shifts in one burst), once
 * the page has drawn its next frame.
 */
export async function layoutShift(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
  );
  return shifts.reduce((sum, shift) => sum + shift, 0);
}

/**
 * Below what Lighthouse reports (it rounds CLS to 0.001): a frame whose height the form reports
 * in fractions of a pixel shifts the page by some 0.00002.
 */
export const NO_LAYOUT_SHIFT = 0.001;
