import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  test,
} from '../support/fixtures';
import { createLink } from '../support/merchantApi';

const SHOP_URL = 'https://shop.example/order/9/thanks';
const CHECKOUT_URL = 'https://shop.example/checkout';

async function expectAccessibleScreen(page: Page): Promise<void> {
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
}

test.describe('failure page variants', () => {
  const variants = [
    ['', 'Payment failed', /^Your payment could not be completed\.$/, []],
    ['retry', 'Payment failed', /Please try again or choose another/, ['Try again']],
    [
      'retry-and-checkout',
      'Payment failed',
      /Please try again, or return to the checkout\./,
      ['Try again', 'Back to checkout'],
    ],
    ['return-only', 'Payment failed', /Please return to the checkout/, ['Back to checkout']],
    ['paypal', 'PayPal payment failed', /Your payment with PayPal could not/, ['Try again']],
    [
      'payto-agreement',
      'PayTo agreement not created',
      /Please contact your local customer support\./,
      [],
    ],
  ] as const;

  for (const [variant, title, text, actions] of variants) {
    test(`${variant || 'plain'}: "${title}" offering ${actions.join(' and ') || 'nothing'}`, async ({
      page,
    }) => {
      const link = await createLink({ returnUrl: SHOP_URL, backToShopUrl: CHECKOUT_URL });
      await page.goto(`/uuid/${link.uuid}/failure${variant ? `?variant=${variant}` : ''}`);
      const result = page.getByRole('region', { name: title });
      await expect(result.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(result.getByText(text)).toBeVisible();
      const links = result.getByRole('link');
      await expect(links).toHaveText([...actions]);
      if (actions.length === 0) {
        await expect(result.getByText('You can close this window now.')).toBeVisible();
      }
      await expectAccessibleScreen(page);
    });
  }

  test('an unknown variant shows the plain failure', async ({ page }) => {
    const link = await createLink({ returnUrl: SHOP_URL, backToShopUrl: CHECKOUT_URL });
    await page.goto(`/uuid/${link.uuid}/mid/pay-9/failure?variant=something-else`);
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(0);
  });

  test('"Try again" goes back to the link’s landing page', async ({ page }) => {
    const link = await createLink({ returnUrl: SHOP_URL });
    await page.goto(`/uuid/${link.uuid}/failure?variant=retry`);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(new RegExp(`/uuid/${link.uuid}$`));
    await expect(page.getByRole('heading', { name: 'Demo Shop' })).toBeVisible();
  });

  test('"Back to checkout" records the return to backToShopUrl and goes there', async ({
    page,
  }) => {
    await page.route('https://shop.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Checkout</title><h1>Checkout</h1>' }),
    );
    const link = await createLink({ returnUrl: SHOP_URL, backToShopUrl: CHECKOUT_URL });
    await page.goto(`/uuid/${link.uuid}/failure?variant=retry-and-checkout`);
    const recorded = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/user-redirect'),
    );
    await page.getByRole('link', { name: 'Back to checkout' }).click();
    await expect(page).toHaveURL(CHECKOUT_URL);
    const request = await recorded;
    expect(request.postDataJSON()).toEqual({ url: CHECKOUT_URL, redirectTo: 'backToShopUrl' });
    expect((await request.response())?.status()).toBe(201);
  });
});
