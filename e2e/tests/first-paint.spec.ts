import { E2E } from '../support/environment';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { createLink } from '../support/merchantApi';

// The service draws a link's page into its HTML (docs/decisions/0026): a phone shows it as soon
// as the HTML and its stylesheets are in, and the page's scripts then take it over.

const pathOf = (url: string) => new URL(url).pathname;

test('the page is on screen before any script runs, in the link’s language', async ({
  browser,
  viewport,
}) => {
  const link = await createLink({
    amount: 12345,
    locale: 'de_DE',
    description: 'Bestellung 8: Zelt',
    paymentMethods: ['CARD', 'SEPA_DD'],
  });
  const context = await browser.newContext({
    viewport,
    baseURL: E2E.appOrigin,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto(pathOf(link.url));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // Inert until the scripts take it over: shown, but not yet for clicking.
  const drawing = page.locator('#root[inert][aria-hidden="true"]');
  await expect(drawing.getByRole('heading', { level: 1, includeHidden: true })).toHaveText(
    'Demo Shop',
  );
  await expect(drawing.getByText('Bestellung 8: Zelt')).toBeVisible();
  await expect(drawing.getByText(/123,45/)).toBeVisible();
  await expect(drawing.getByText('Kredit- oder Debitkarte')).toBeVisible();
  await expect(drawing.getByText('SEPA-Lastschrift')).toBeVisible();
  await context.close();
});

test('the scripts load after the first paint and take the page over, usable by keyboard', async ({
  page,
}) => {
  const link = await createLink({
    description: 'Order 9: stove',
    paymentMethods: ['CARD', 'SEPA_DD'],
  });
  await page.goto(pathOf(link.url));
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const methods = page.getByRole('radiogroup', { name: 'Choose a payment method' });
  await expect(methods.getByRole('radio')).toHaveCount(2);
  await page.getByRole('radio', { name: 'SEPA Direct Debit' }).press('Space');
  await expect(page.getByRole('radio', { name: 'SEPA Direct Debit' })).toBeChecked();
  await page.getByRole('checkbox', { name: /I accept the terms/ }).press('Space');
  await page.getByRole('button', { name: 'Continue' }).press('Enter');
  await expect(page).toHaveURL(/\/sepa-dd$/);
  // The page's main script was asked for only once its stylesheet was in: no frame is drawn
  // before then, and the scripts wait for the first frame.
  const timings = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .map(({ name, startTime, responseEnd }) => ({ name, startTime, responseEnd })),
  );
  const stylesheet = timings.find(({ name }) => /\/assets\/page-[\w-]+\.css$/.test(name));
  const mainScript = timings.find(({ name }) => /\/assets\/index-[\w-]+\.js$/.test(name));
  expect(stylesheet).toBeDefined();
  expect(mainScript?.startTime).toBeGreaterThanOrEqual(stylesheet?.responseEnd ?? Infinity);
  await expectNoAxeViolations(page);
});
