import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import axe from 'axe-core';
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

const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Where axe puts together what it found in each frame (`axe.finishRun`): a blank page of its own
 * browser context, as @axe-core/playwright does, but one per browser (worker) instead of a new
 * page for every run. Opening, filling and closing that page was about 0.5 s of each run's 1.3 s
 * on this two-core machine, for some 250 runs of the suite. Its own context keeps it out of the
 * tests' pages (a test that waits for a new tab never sees it).
 */
const finishingPages = new WeakMap<Browser, Promise<Page>>();

function finishingPageOf(browser: Browser): Promise<Page> {
  let made = finishingPages.get(browser);
  if (!made) {
    made = (async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.evaluate(axe.source);
      // As @axe-core/playwright configures it: the frames' results come from other origins
      // (the gateway's card form).
      await page.evaluate(() =>
        window.axe.configure({
          allowedOrigins: ['<unsafe_all_origins>'],
          branding: { application: 'playwright' },
        }),
      );
      return page;
    })();
    finishingPages.set(browser, made);
  }
  return made;
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** axe-core with the WCAG 2.1 A/AA rules: a screen must have no violation at all. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA_TAGS);
  const browser = page.context().browser();
  if (browser) {
    // finishRun is the library's own step (private in its types); only where it runs changes.
    Object.assign(builder, {
      finishRun: async (partials: axe.PartialResults) => {
        const finishing = await finishingPageOf(browser);
        return finishing.evaluate(
          ({ partials, tags }) =>
            window.axe.finishRun(partials, { runOnly: { type: 'tag', values: tags } }),
          { partials, tags: WCAG_AA_TAGS },
        );
      },
    });
  }
  const results = await builder.analyze();
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
