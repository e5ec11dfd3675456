import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  test,
} from '../support/fixtures';
import { createLink } from '../support/merchantApi';

const pathOf = (url: string) => new URL(url).pathname;
const TERMS_REQUIRED = 'Please accept the terms and conditions to continue.';

test.describe('the landing page', () => {
  test('shows the payment and its methods as a radio group', async ({ page }) => {
    const link = await createLink({
      amount: 12345,
      description: 'Order 7: tent',
      paymentMethods: ['CARD', 'SEPA_DD', 'PAYPAL', 'REQUEST_TO_PAY'],
      termsAndConditionsUrl: 'https://shop.example/terms',
    });
    await page.goto(pathOf(link.url));
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Shop' })).toBeVisible();
    await expect(page.getByText('Order 7: tent')).toBeVisible();
    await expect(page.getByRole('definition')).toHaveText(/123\.45/);
    const methods = page.getByRole('radiogroup', { name: 'Choose a payment method' });
    // The link's methods, in its order, the first chosen (a method without a page is never
    // listed: the page's unit tests show that).
    await expect(methods.getByRole('radio')).toHaveCount(4);
    await expect(page.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'SEPA Direct Debit' })).not.toBeChecked();
    await expect(page.getByRole('radio', { name: 'PayPal' })).not.toBeChecked();
    await expect(page.getByRole('radio', { name: 'Direct bank transfer' })).not.toBeChecked();
    await expect(page.getByText('The transaction limit is set by your bank.')).toBeVisible();
    const terms = page.getByRole('link', { name: /terms and conditions/ });
    await expect(terms).toHaveAttribute('href', 'https://shop.example/terms');
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(terms).toHaveAccessibleName('terms and conditions (opens in a new tab)');
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });

  test('asks for the terms before continuing, and says so to screen readers', async ({ page }) => {
    const link = await createLink();
    await page.goto(pathOf(link.url));
    await page.getByRole('button', { name: 'Continue' }).click();
    const checkbox = page.getByRole('checkbox', { name: /I accept the terms/ });
    await expect(page.getByText(TERMS_REQUIRED)).toBeVisible();
    await expect(checkbox).toHaveAccessibleDescription(TERMS_REQUIRED);
    await expect(checkbox).toBeFocused();
    await expect(page).toHaveURL(pathOf(link.url));
    await expectNoAxeViolations(page);
    await checkbox.check();
    await expect(page.getByText(TERMS_REQUIRED)).toHaveCount(0);
  });

  test('can be used with the keyboard alone', async ({ page }) => {
    const link = await createLink({
      paymentMethods: ['CARD', 'SEPA_DD', 'TRUSTLY'],
      termsAndConditionsUrl: 'https://shop.example/terms',
    });
    await page.goto(pathOf(link.url));
    await expect(page.getByRole('heading', { name: 'Demo Shop' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'Credit or debit card' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'SEPA Direct Debit' })).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /^Trustly/ })).toBeChecked();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: /I accept/ })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: /I accept/ })).toBeChecked();
    await page.keyboard.press('Tab'); // the terms link
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${pathOf(link.url)}/card`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  });

  test('shows the privacy consent line when the link requires consent', async ({ page }) => {
    const link = await createLink({ requireConsent: true });
    await page.goto(pathOf(link.url));
    await expect(
      page.getByText(/financial services company processes your personal data/),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('has a continue button of 56 px, 200 px wide on wide screens', async ({ page }) => {
    const link = await createLink();
    await page.goto(pathOf(link.url));
    const box = await page.getByRole('button', { name: 'Continue' }).boundingBox();
    expect(box?.height).toBe(56);
    const width = page.viewportSize()?.width ?? 0;
    if (width >= 600) expect(box?.width).toBe(200);
    else expect(box?.width).toBeGreaterThan(width / 2);
  });

  test('speaks the language of the link', async ({ page }) => {
    const link = await createLink({ locale: 'de_DE', paymentMethods: ['CARD', 'SEPA_DD'] });
    await page.goto(pathOf(link.url));
    await expect(
      page.getByRole('radiogroup', { name: 'Wählen Sie eine Zahlungsart' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Weiter' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('skipping the landing page (SPEC §4)', () => {
  // Every method has its page now, so the shopper lands on the first one the link lists.
  test('skipLandingPage goes straight to the link’s first method', async ({ page }) => {
    const link = await createLink({ skipLandingPage: true, paymentMethods: ['TRUSTLY', 'CARD'] });
    const opened = await page.goto(`${pathOf(link.url)}?campaign=spring`);
    // The service drew the method's page into the HTML, not a landing page that navigates on.
    expect(await opened?.text()).toContain('aria-label="Breadcrumb"');
    await expect(page).toHaveURL(`${pathOf(link.url)}/trustly?campaign=spring`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  });

  test('a shopper with saved assets sees the list when the link asks to show them', async ({
    page,
  }) => {
    const link = await createLink({
      skipLandingPage: true,
      showAssetsIfSkipLandingPageIsTrue: true,
      consumerReference: 'demo-consumer-1',
    });
    await page.goto(pathOf(link.url));
    await expect(page.getByRole('radiogroup', { name: 'Choose a payment method' })).toBeVisible();
    await expect(page).toHaveURL(pathOf(link.url));
  });

  test('a shopper with saved assets is skipped on when the link does not ask', async ({ page }) => {
    const link = await createLink({
      skipLandingPage: true,
      showAssetsIfSkipLandingPageIsTrue: false,
      consumerReference: 'demo-consumer-1',
    });
    await page.goto(pathOf(link.url));
    await expect(page).toHaveURL(`${pathOf(link.url)}/card`);
  });
});
