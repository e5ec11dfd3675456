import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E } from './environment';

/**
 * Every page gets a fresh context (axe needs one from browser.newContext()), and every test
 * fails if the page broke its Content-Security-Policy or threw.
 */
export const test = base.extend<{ page: Page; pageProblems: string[] }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  pageProblems: async ({}, use) => {
    await use([]);
  },
  page: async ({ browser, viewport, pageProblems }, use) => {
    const context = await browser.newContext({ viewport, baseURL: E2E.appOrigin });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (
        message.type() === 'error' &&
        /Content Security Policy|Refused to/i.test(message.text())
      ) {
        pageProblems.push(message.text());
      }
    });
    page.on('pageerror', (error) => pageProblems.push(error.message));
    await use(page);
    await context.close();
    expect(pageProblems, 'CSP violations or uncaught errors on the page').toEqual([]);
  },
});

export { expect };

/** axe-core with the WCAG 2.1 A/AA rules: a screen must have no violation at all. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** Nothing may widen the page past the viewport: on a phone that means sideways scrolling. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  // Measured once the page's stylesheets are in (they hold the load event back): a heading can be
  // found before a linked stylesheet has arrived, and the layout read then is the unstyled one
  // (on a busy CI machine, the gateway's QR code at full width, before its phone rule hid it).
  await page.waitForLoadState('load');
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}
