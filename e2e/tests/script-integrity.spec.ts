import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E } from '../support/environment';
import { expect, test } from '../support/fixtures';

// PCI DSS 6.4.3 in the browser: a lazily loaded chunk whose bytes differ from the build's is not
// run, because the import map pins its integrity. (A page that refuses is expected here, so this
// test opens its own browser rather than the fixture that fails on refusals.)
const DEMO_LINK = '00000000-0000-4000-8000-000000000001';

test('a tampered lazy chunk is refused; the untouched page still works', async () => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const refusals: string[] = [];
  // Only the tampered chunk's refusal counts: any other integrity message (a preload hint that
  // did not match, say) is a fault of its own, which the test below catches.
  page.on('console', (message) => {
    const text = message.text();
    if (/integrity/i.test(text) && /cardMethod-/.test(text)) refusals.push(text);
  });
  let tampered = '';
  await page.route(/\/assets\/cardMethod-[\w-]+\.js$/, async (route) => {
    const original = await route.fetch();
    tampered = route.request().url();
    await route.fulfill({
      response: original,
      body: `${await original.text()}\nglobalThis.skimmed = document.cookie;`,
    });
  });
  await page.goto(`${E2E.appOrigin}/uuid/${DEMO_LINK}/card`);
  await expect.poll(() => refusals.length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(tampered).toMatch(/cardMethod-/);
  expect(await page.evaluate(() => 'skimmed' in globalThis)).toBe(false);
  // The chunk is asked for twice (its preload hint and its import): the other one may still be
  // on its way through the route when the browser closes.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await browser.close();
});

test('the same chunk, untouched, loads under the same integrity', async ({ page }) => {
  // Chromium says so when a preload hint's integrity differs from the import map's: it then
  // fetches the file a second time instead of using the preloaded one.
  const integrityMessages: string[] = [];
  page.on('console', (message) => {
    if (/integrity/i.test(message.text())) integrityMessages.push(message.text());
  });
  await page.goto(`/uuid/${DEMO_LINK}/card`);
  // The card page rendered from its chunk; the fixture fails on any CSP refusal.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(integrityMessages).toEqual([]);
});
