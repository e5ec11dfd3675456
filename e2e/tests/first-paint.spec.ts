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

test('the scripts take the drawn page over: live, and usable by keyboard', async ({ page }) => {
  const link = await createLink({
    description: 'Order 9: stove',
    paymentMethods: ['CARD', 'SEPA_DD'],
  });
  await page.goto(pathOf(link.url));
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden');
  const methods = page.getByRole('radiogroup', { name: 'Choose a payment method' });
  await expect(methods.getByRole('radio')).toHaveCount(2);
  await page.getByRole('radio', { name: 'SEPA Direct Debit' }).press('Space');
  await expect(page.getByRole('radio', { name: 'SEPA Direct Debit' })).toBeChecked();
  await page.getByRole('checkbox', { name: /I accept the terms/ }).press('Space');
  await page.getByRole('button', { name: 'Continue' }).press('Enter');
  await expect(page).toHaveURL(/\/sepa-dd$/);
  await expectNoAxeViolations(page);
});

test('a drawn method page fetches no stylesheet of its own: they came with its HTML', async ({
  page,
}) => {
  const link = await createLink({ paymentMethods: ['CARD', 'SEPA_DD'] });
  // The page's and its lazily loaded chunks' styles are inline in a drawn page; fetched again,
  // they took four of a phone's six connections while the page's scripts waited (decision 0026).
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' && request.url().startsWith(E2E.appOrigin)) {
      stylesheets.push(request.url());
    }
  });
  await page.goto(`${pathOf(link.url)}/card`);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Payment methods' })).toBeVisible();
  // Still styled once the scripts have taken over: the breadcrumb's list has no bullets.
  await expect(breadcrumb.getByRole('list')).toHaveCSS('list-style-type', 'none');
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
  expect(stylesheets).toEqual([]);
});
