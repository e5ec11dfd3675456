import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  test,
} from '../support/fixtures';
import { createLink, invalidateLink } from '../support/merchantApi';
import { refusedTransaction, resultAddress } from '../support/resultPages';

const SHOP_URL = 'https://shop.example/order/9/thanks';
const CHECKOUT_URL = 'https://shop.example/checkout';
/** The refusal of REFUSED_CARD in the shopper's words, above every variant's own text. */
const DECLINED = 'Your bank or card issuer declined the payment. Nothing was charged.';

async function expectAccessibleScreen(page: Page): Promise<void> {
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
}

test.describe('failure page variants', () => {
  // The refused card payment's method is still offered: "Try again" returns to it, and the
  // landing page's methods are one link away.
  const retry = ['Try again', 'Choose another payment method'] as const;
  const variants = [
    ['', 'Payment failed', /^Your payment could not be completed\.$/, []],
    ['retry', 'Payment failed', /Please try again or choose another/, retry],
    [
      'retry-and-checkout',
      'Payment failed',
      /Please try again, or return to the checkout\./,
      [...retry, 'Back to checkout'],
    ],
    ['return-only', 'Payment failed', /Please return to the checkout/, ['Back to checkout']],
    ['paypal', 'PayPal payment failed', /Your payment with PayPal could not/, retry],
    [
      'payto-agreement',
      'PayTo agreement not created',
      /Please contact your local customer support\./,
      [],
    ],
  ] as const;

  // One refused payment shown under every variant (a query parameter of its result address), in
  // one page: each variant's words are the page's unit tests' (failurePage.test.tsx); here the
  // real page's landmarks, links, layout and contrast, variant by variant.
  test('every variant: its heading, the refusal, its ways on, an accessible screen', async ({
    page,
    request,
  }) => {
    test.slow();
    const payable = await createLink({ returnUrl: SHOP_URL, backToShopUrl: CHECKOUT_URL });
    const payableTransaction = await refusedTransaction(request, payable.uuid);
    // A refusal of a link that can still be paid always offers to pay again; the plain page
    // is the one of a link that can no longer be paid.
    const closed = await createLink({ returnUrl: SHOP_URL, backToShopUrl: CHECKOUT_URL });
    const closedTransaction = await refusedTransaction(request, closed.uuid);
    await invalidateLink(closed.uuid);
    for (const [variant, title, text, actions] of variants) {
      await test.step(variant || 'plain', async () => {
        const [link, transaction] = variant
          ? [payable, payableTransaction]
          : [closed, closedTransaction];
        await page.goto(resultAddress(link.uuid, 'failure', transaction, variant));
        const result = page.getByRole('region', { name: title });
        await expect(result.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(result.getByText(DECLINED)).toBeVisible();
        await expect(result.getByText(text)).toBeVisible();
        await expect(result.getByRole('link')).toHaveText([...actions]);
        if (actions.length === 0) {
          await expect(result.getByText('You can close this window now.')).toBeVisible();
        }
        await expectAccessibleScreen(page);
      });
    }
  });

  test(
    'an unknown variant shows the plain failure',
    { tag: '@any-width' },
    async ({ page, request }) => {
      const link = await createLink({ returnUrl: SHOP_URL, backToShopUrl: CHECKOUT_URL });
      const transaction = await refusedTransaction(request, link.uuid);
      // Not payable any more: the plain page offers nothing (a payable link's would offer a retry).
      await invalidateLink(link.uuid);
      await page.goto(`/uuid/${link.uuid}/mid/${transaction}/failure?variant=something-else`);
      await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
      await expect(page.getByText(/^Your payment could not be completed\.$/)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link')).toHaveCount(0);
    },
  );

  test(
    '"Try again" goes back to the refused method’s page, the terms already accepted',
    { tag: '@any-width' },
    async ({ page, request }) => {
      const link = await createLink({ returnUrl: SHOP_URL });
      const transaction = await refusedTransaction(request, link.uuid);
      await page.goto(resultAddress(link.uuid, 'failure', transaction, 'retry'));
      await page.getByRole('link', { name: 'Try again' }).click();
      await expect(page).toHaveURL(new RegExp(`/uuid/${link.uuid}/card$`));
      await expect(
        page.getByRole('heading', { level: 1, name: 'Credit or debit card' }),
      ).toBeVisible();
      await expect(page.getByRole('checkbox', { name: /I accept the terms/ })).toHaveCount(0);
    },
  );

  test(
    '"Choose another payment method" goes back to the link’s landing page',
    { tag: '@any-width' },
    async ({ page, request }) => {
      const link = await createLink({ returnUrl: SHOP_URL });
      const transaction = await refusedTransaction(request, link.uuid);
      await page.goto(resultAddress(link.uuid, 'failure', transaction, 'retry'));
      await page.getByRole('link', { name: 'Choose another payment method' }).click();
      await expect(page).toHaveURL(new RegExp(`/uuid/${link.uuid}$`));
      await expect(page.getByRole('heading', { name: 'Demo Shop' })).toBeVisible();
    },
  );

  test(
    '"Back to checkout" records the return to backToShopUrl and goes there',
    { tag: '@any-width' },
    async ({ page, request }) => {
      await page.route('https://shop.example/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<title>Checkout</title><h1>Checkout</h1>',
        }),
      );
      const link = await createLink({ returnUrl: SHOP_URL, backToShopUrl: CHECKOUT_URL });
      const transaction = await refusedTransaction(request, link.uuid);
      await page.goto(resultAddress(link.uuid, 'failure', transaction, 'retry-and-checkout'));
      const recorded = page.waitForRequest(
        (sent) => sent.method() === 'POST' && sent.url().endsWith('/user-redirect'),
      );
      await page.getByRole('link', { name: 'Back to checkout' }).click();
      await expect(page).toHaveURL(CHECKOUT_URL);
      const sent = await recorded;
      expect(sent.postDataJSON()).toEqual({ url: CHECKOUT_URL, redirectTo: 'backToShopUrl' });
      expect((await sent.response())?.status()).toBe(201);
    },
  );
});
