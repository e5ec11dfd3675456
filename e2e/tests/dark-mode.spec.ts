import type { Page } from '@playwright/test';
import { cardForm, goToCardPage } from '../support/cardPage';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  test,
} from '../support/fixtures';
import { createLink } from '../support/merchantApi';
import { paidTransaction, resultAddress } from '../support/resultPages';

// A shopper whose device is set to dark. The light pages have their axe runs in their own specs.
test.use({ colorScheme: 'dark' });

const EXPIRED_DEMO_LINK = '00000000-0000-4000-8000-000000000012';

/** The relative luminance of an element's computed background (0 black, 1 white): the page's ground is the root's. */
function backgroundLuminance(page: Page, selector = 'html'): Promise<number> {
  return page.evaluate((target) => {
    const element = document.querySelector(target);
    const colour = element ? getComputedStyle(element).backgroundColor : '';
    const [r = 255, g = 255, b = 255, alpha = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    // Transparent shows the canvas behind: counted as white, so it can never pass for dark.
    if (alpha === 0) return 1;
    const linear = (c: number) => {
      const v = c / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  }, selector);
}

async function expectDarkAndAccessible(page: Page): Promise<void> {
  expect(await backgroundLuminance(page)).toBeLessThan(0.05);
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
}

test('dark from the first paint on; landing, card form, success and status pages pass axe', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const link = await createLink({
    description: 'Order 24',
    returnUrl: 'https://shop.example/thanks',
    returnUrlTimer: 600,
  });

  await test.step('the first paint, before any script, is dark: no white flash at night', async () => {
    const noScripts = await browser.newContext({ colorScheme: 'dark', javaScriptEnabled: false });
    const drawn = await noScripts.newPage();
    await drawn.goto(`/uuid/${link.uuid}`);
    // The drawing is inert and hidden from assistive technology until the scripts take over.
    await expect(
      drawn.getByRole('heading', { level: 1, name: 'Demo Shop', includeHidden: true }),
    ).toBeVisible();
    expect(await backgroundLuminance(drawn)).toBeLessThan(0.05);
    expect(await drawn.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      'light dark',
    );
    await noScripts.close();
  });

  await test.step('landing', async () => {
    await page.goto(`/uuid/${link.uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Shop' })).toBeVisible();
    await expectDarkAndAccessible(page);
  });

  await test.step("card page, with the gateway's form in its frame drawn dark too", async () => {
    await goToCardPage(page, link.uuid);
    const number = cardForm(page).getByLabel('Card number');
    await expect(number).toBeVisible();
    // Polled: the form's stylesheet may still be loading when the field shows, and Chromium's
    // own dark field (#3b3b3b, 0.23) is drawn meanwhile.
    const inputLuminance = () =>
      number.evaluate((input) => {
        const [r = 255, g = 255, b = 255] = (
          getComputedStyle(input).backgroundColor.match(/[\d.]+/g) ?? []
        ).map(Number);
        return (r + g + b) / 3 / 255;
      });
    await expect.poll(inputLuminance).toBeLessThan(0.2);
    await expectDarkAndAccessible(page);
  });

  await test.step('success page', async () => {
    const paid = await createLink({
      returnUrl: 'https://shop.example/thanks',
      returnUrlTimer: 600,
    });
    const transaction = await paidTransaction(request, paid.uuid);
    await page.goto(resultAddress(paid.uuid, 'success', transaction));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectDarkAndAccessible(page);
  });

  await test.step('status page of an expired link', async () => {
    await page.goto(`/uuid/${EXPIRED_DEMO_LINK}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Payment session expired' }),
    ).toBeVisible();
    await expectDarkAndAccessible(page);
  });
});
