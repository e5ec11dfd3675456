import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  test,
} from '../support/fixtures';
import { createLink } from '../support/merchantApi';

const pathOf = (url: string) => new URL(url).pathname;

test.describe('the method layout', () => {
  test('has a breadcrumb back to the payment methods', async ({ page }) => {
    const link = await createLink({ skipLandingPage: true, paymentMethods: ['CARD', 'SEPA_DD'] });
    await page.goto(pathOf(link.url));
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('listitem')).toHaveText([
      'Payment methods',
      'Credit or debit card',
    ]);
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await breadcrumb.getByRole('link', { name: 'Payment methods' }).click();
    // Back on the list, even though the link skips it on arrival.
    await expect(page.getByRole('radiogroup', { name: 'Choose a payment method' })).toBeVisible();
    await expect(page).toHaveURL(pathOf(link.url));
  });

  test('says when a method is not available and leads back', async ({ page }) => {
    const link = await createLink({ paymentMethods: ['CARD'] });
    await page.goto(`${pathOf(link.url)}/trustly`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Payment method not available' }),
    ).toBeVisible();
    await expect(page.getByText(/Trustly \(online bank transfer\) is not available/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Choose another payment method' }).click();
    await expect(page.getByRole('radio', { name: 'Credit or debit card' })).toBeVisible();
  });

  test('puts the summary beside the page from 745 px, above it below', async ({ page }) => {
    const link = await createLink({ paymentMethods: ['CARD'] });
    await page.goto(`${pathOf(link.url)}/card`);
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    const total = await page.getByRole('term').boundingBox();
    if (!title || !total) throw new Error('title or total not laid out');
    if ((page.viewportSize()?.width ?? 0) >= 745) {
      expect(total.x).toBeGreaterThan(title.x + title.width);
    } else {
      expect(total.y).toBeLessThan(title.y);
    }
    await expectNoHorizontalOverflow(page);
  });
});
