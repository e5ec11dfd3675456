import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  test,
} from '../support/fixtures';
import { createLink } from '../support/merchantApi';

const pathOf = (url: string) => new URL(url).pathname;
const WARNING = { name: 'Your payment session ends soon' };

test.describe('the expiry countdown (SPEC §4, §9)', () => {
  test('warns at 3 minutes left, then shows the expired page', async ({ page }) => {
    const now = Date.now();
    const link = await createLink({ expirationDate: new Date(now + 10 * 60_000).toISOString() });
    await page.clock.install({ time: now });
    await page.goto(pathOf(link.url));
    await expect(page.getByRole('heading', { name: 'Demo Shop' })).toBeVisible();

    await page.clock.fastForward('06:50'); // 190 s left
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.fastForward(10_000); // 180 s left
    const dialog = page.getByRole('dialog', WARNING);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(
      'You have about 3 minutes left to complete your payment.',
    );
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);

    await page.clock.fastForward('03:00');
    await expect(page.getByRole('heading', { name: 'Payment session expired' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('runs on method pages and closes an open warning at the end', async ({ page }) => {
    const now = Date.now();
    const link = await createLink({ expirationDate: new Date(now + 4 * 60_000).toISOString() });
    await page.clock.install({ time: now });
    await page.goto(`${pathOf(link.url)}/card`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await page.clock.fastForward('01:00');
    await expect(page.getByRole('dialog', WARNING)).toBeVisible();
    await page.clock.fastForward('03:00');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Payment session expired' })).toBeVisible();
  });

  test('Escape closes the warning and focus returns to the page', async ({ page }) => {
    const now = Date.now();
    const link = await createLink({ expirationDate: new Date(now + 5 * 60_000).toISOString() });
    await page.clock.install({ time: now });
    await page.goto(pathOf(link.url));
    const checkbox = page.getByRole('checkbox', { name: /I accept/ });
    await checkbox.focus();
    await page.clock.fastForward('02:00');
    await expect(page.getByRole('dialog', WARNING)).toBeVisible();
    await expect(page.getByRole('button', { name: 'OK' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(checkbox).toBeFocused();
  });
});
