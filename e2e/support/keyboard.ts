import type { Locator, Page } from '@playwright/test';

/** Whether the element has the keyboard focus (in its own frame, and that frame focused). */
const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement && document.hasFocus());

/**
 * Presses Tab (Shift+Tab backwards) until `target` has the focus, as a keyboard user moves
 * through a page: fails if it is not reached within `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 40 } = {},
): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses <= max; presses++) {
    if (await isFocused(target).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** Tabs to a button or link and presses Enter on it. */
export async function press(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}
