import { E2E } from '../support/environment';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  test,
} from '../support/fixtures';
import { createLink } from '../support/merchantApi';

const pathOf = (url: string) => new URL(url).pathname;

test.describe('the same link in a second tab (SPEC §4)', () => {
  test('the second tab is told to continue in the first, and takes over once it closes', async ({
    browser,
    viewport,
  }) => {
    // A mouse-driven browser at this project's width: the phone project emulates touch.
    const context = await browser.newContext({ viewport, hasTouch: false, baseURL: E2E.appOrigin });
    const link = await createLink();
    const firstTab = await context.newPage();
    await firstTab.goto(pathOf(link.url));
    await expect(firstTab.getByRole('heading', { name: 'Demo Shop' })).toBeVisible();

    const secondTab = await context.newPage();
    await secondTab.goto(pathOf(link.url));
    await expect(secondTab.getByRole('heading', { level: 1, name: 'Attention' })).toBeVisible();
    await expect(
      secondTab.getByText('Please close this tab and continue in the other one.', { exact: false }),
    ).toBeVisible();
    await expectNoHorizontalOverflow(secondTab);
    await expectNoAxeViolations(secondTab);

    // The first tab keeps its link across a reload; the second goes on waiting.
    await firstTab.reload();
    await expect(firstTab.getByRole('heading', { name: 'Demo Shop' })).toBeVisible();
    await expect(secondTab.getByRole('heading', { name: 'Attention' })).toBeVisible();

    await firstTab.close();
    await expect(secondTab.getByRole('heading', { name: 'Demo Shop' })).toBeVisible();
    await expect(secondTab.getByRole('radiogroup')).toBeVisible();
    await context.close();
  });

  test('another link in another tab is not affected', async ({ page }) => {
    const [first, second] = await Promise.all([createLink(), createLink()]);
    await page.goto(pathOf(first.url));
    await expect(page.getByRole('heading', { name: 'Demo Shop' })).toBeVisible();
    const otherTab = await page.context().newPage();
    await otherTab.goto(pathOf(second.url));
    await expect(otherTab.getByRole('heading', { name: 'Demo Shop' })).toBeVisible();
  });

  test('phones and tablets (coarse pointer) are left alone', async ({ browser, viewport }) => {
    const link = await createLink();
    const touch = await browser.newContext({ viewport, hasTouch: true, baseURL: E2E.appOrigin });
    const [first, second] = [await touch.newPage(), await touch.newPage()];
    await first.goto(pathOf(link.url));
    await expect(first.getByRole('heading', { name: 'Demo Shop' })).toBeVisible();
    await second.goto(pathOf(link.url));
    await expect(second.getByRole('heading', { name: 'Demo Shop' })).toBeVisible();
    await touch.close();
  });
});
