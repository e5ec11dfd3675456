import type { Page, Request } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  test,
} from '../support/fixtures';
import { createLink } from '../support/merchantApi';
import { paidTransaction, resultAddress } from '../support/resultPages';

const SHOP_URL = 'https://shop.example/order/42/thanks';
const CONSUMED_DEMO_LINK = '00000000-0000-4000-8000-000000000011';

/** The shop is not on this machine's network: the browser gets a small page instead. */
async function serveTheShop(page: Page): Promise<void> {
  await page.route('https://shop.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Shop</title><h1>Back at the shop</h1></html>',
    }),
  );
}

const isUserRedirect = (request: Request) =>
  request.method() === 'POST' && request.url().endsWith('/user-redirect');

async function expectRecorded(recorded: Promise<Request>, body: object): Promise<void> {
  const request = await recorded;
  expect(request.postDataJSON()).toEqual(body);
  expect((await request.response())?.status()).toBe(201);
}

async function expectAccessibleScreen(page: Page): Promise<void> {
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
}

test.describe('success page variants', () => {
  const variants = [
    ['', 'Payment successful', /Your payment of EUR\s49\.90 to Demo Shop is complete\./],
    ['authorisation', 'Payment authorised', /EUR\s49\.90 has been authorised for Demo Shop\./],
    ['card-created', 'Card saved', /Your card has been saved for payments to Demo Shop\./],
    ['card-selected', 'Card selected', /Your card will be used/],
    ['paypal-created', 'PayPal account linked', /Your PayPal account has been linked/],
    ['paypal-selected', 'PayPal account selected', /Your PayPal account will be used/],
    ['mandate-created', 'Direct debit mandate created', /mandate for Demo Shop has been created/],
    ['mandate-selected', 'Direct debit mandate selected', /mandate will be used/],
  ] as const;

  // One paid payment shown under every variant (a query parameter of its result address), in one
  // page: each variant's words are the page's unit tests' (successPage.test.tsx); here the real
  // page's landmarks, layout and contrast, variant by variant.
  test('every variant: its heading and words, the way back to the shop, an accessible screen', async ({
    page,
    request,
  }) => {
    test.slow();
    // Long enough that the scans end well before the return, however busy the machine.
    const link = await createLink({ returnUrl: SHOP_URL, returnUrlTimer: 600 });
    const transaction = await paidTransaction(request, link.uuid);
    for (const [variant, title, text] of variants) {
      await test.step(variant || 'plain', async () => {
        await page.goto(resultAddress(link.uuid, 'success', transaction, variant));
        const result = page.getByRole('region', { name: title });
        await expect(result.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(result.getByText(text)).toBeVisible();
        await expect(result.getByRole('link', { name: 'Back to shop' })).toBeVisible();
        await expectAccessibleScreen(page);
      });
    }
  });

  test('without a return link the shopper may close the window', async ({ page, request }) => {
    const link = await createLink({ returnUrlTimer: 5 });
    const transaction = await paidTransaction(request, link.uuid);
    await page.goto(resultAddress(link.uuid, 'success', transaction, 'authorisation'));
    await expect(page.getByRole('heading', { name: 'Payment authorised' })).toBeVisible();
    await expect(page.getByText('You can close this window now.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectAccessibleScreen(page);
  });

  test(
    'a redirect-to-payment result needs a payment the service confirms; a consumed link shows it',
    { tag: '@any-width' },
    async ({ page, request }) => {
      // Long enough that the scans end well before the return, however busy the machine.
      const link = await createLink({ returnUrl: SHOP_URL, returnUrlTimer: 600 });
      // No payment of this link has this id: the address alone proves nothing, and nothing failed
      // either: the shopper is shown the link as it stands, still to be paid.
      await page.goto(`/uuid/${link.uuid}/mid/tx_unknown0000042/success?variant=card-created`);
      await expect(page).toHaveURL(new RegExp(`/uuid/${link.uuid}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Demo Shop' })).toBeVisible();
      await expect(page.getByRole('radiogroup', { name: 'Choose a payment method' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Card saved' })).toHaveCount(0);

      // Paid: the payment the provider's return names shows its variant, and the link's own
      // result page (its latest payment) the success.
      const transaction = await paidTransaction(request, link.uuid);
      await page.goto(`/uuid/${link.uuid}/mid/${transaction}/success?variant=card-created`);
      await expect(page.getByRole('heading', { name: 'Card saved' })).toBeVisible();
      await page.goto(`/uuid/${link.uuid}/success`);
      await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/uuid/${link.uuid}/success$`));
      await expectAccessibleScreen(page);

      // The demo's consumed link was paid (the demo seeds its completed card payment): its result
      // page shows that success, and its own page that it is paid.
      await page.goto(`/uuid/${CONSUMED_DEMO_LINK}/success`);
      await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
      // The demo link returns to its shop after 10 s: the scan must not race it.
      await page.getByRole('button', { name: 'Stay on this page' }).click();
      await expectAccessibleScreen(page);
      await page.goto(`/uuid/${CONSUMED_DEMO_LINK}`);
      await expect(page.getByRole('heading', { name: 'Already paid' })).toBeVisible();
    },
  );

  test('speaks German for a German link', { tag: '@any-width' }, async ({ page, request }) => {
    // Long enough that the scan ends well before the return, however busy the machine.
    const link = await createLink({ locale: 'de_DE', returnUrl: SHOP_URL, returnUrlTimer: 600 });
    const transaction = await paidTransaction(request, link.uuid);
    await page.goto(resultAddress(link.uuid, 'success', transaction));
    await expect(page.getByRole('heading', { name: 'Zahlung erfolgreich' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      'Sie werden in 600 Sekunden zum Shop zurückgeleitet.',
    );
    await expect(page.getByRole('button', { name: 'Auf dieser Seite bleiben' })).toBeVisible();
    await expectAccessibleScreen(page);
  });
});

test.describe('back to the shop', () => {
  test(
    'the countdown of returnUrlTimer seconds records the return and reaches the shop',
    { tag: '@any-width' },
    async ({ page, request }) => {
      await serveTheShop(page);
      await page.clock.install();
      const link = await createLink({ returnUrl: SHOP_URL, returnUrlTimer: 8 });
      const transaction = await paidTransaction(request, link.uuid);
      const recorded = page.waitForRequest(isUserRedirect);
      await page.goto(resultAddress(link.uuid, 'success', transaction));
      const status = page.getByRole('status');
      await expect(status).toHaveText('You will be returned to the shop in 8 seconds.');

      // Nothing slow between here and the checks at 3 s: the installed clock also moves with real
      // time (5 s of it are allowed for the page to draw and these checks), and an accessibility
      // scan on a busy machine took the page past the end (the next test scans the countdown).
      await page.clock.runFor(3_000);
      // Announced once more, at 5 s left (not every second: a screen reader would talk over it).
      await expect(status).toHaveText('You will be returned to the shop in 5 seconds.');
      await expect(page).toHaveURL(
        new RegExp(`/uuid/${link.uuid}/success\\?transaction=${transaction}$`),
      );
      await page.clock.runFor(5_000);
      await expect(page).toHaveURL(SHOP_URL);
      await expect(page.getByRole('heading', { name: 'Back at the shop' })).toBeVisible();
      await expectRecorded(recorded, { url: SHOP_URL, redirectTo: 'returnUrl' });
    },
  );

  test('the countdown is announced, on an accessible screen', async ({ page, request }) => {
    await serveTheShop(page);
    // Long enough that the scan ends well before the return, however busy the machine.
    const link = await createLink({ returnUrl: SHOP_URL, returnUrlTimer: 120 });
    const transaction = await paidTransaction(request, link.uuid);
    await page.goto(resultAddress(link.uuid, 'success', transaction));
    await expect(page.getByRole('status')).toHaveText(
      'You will be returned to the shop in 120 seconds.',
    );
    await expectAccessibleScreen(page);
    await expect(page).toHaveURL(
      new RegExp(`/uuid/${link.uuid}/success\\?transaction=${transaction}$`),
    );
  });

  test(
    'the shopper can stay on the page, and leave later with the button',
    { tag: '@any-width' },
    async ({ page, request }) => {
      await serveTheShop(page);
      await page.clock.install();
      const link = await createLink({ returnUrl: SHOP_URL, returnUrlTimer: 5 });
      const transaction = await paidTransaction(request, link.uuid);
      await page.goto(resultAddress(link.uuid, 'success', transaction));
      await page.getByRole('button', { name: 'Stay on this page' }).click();
      await expect(page.getByRole('status')).toHaveText(
        'You will not be returned to the shop automatically.',
      );
      await page.clock.runFor(10_000);
      await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
      const backToShop = page.getByRole('link', { name: 'Back to shop' });
      await expect(backToShop).toBeFocused();
      await expectAccessibleScreen(page);

      const recorded = page.waitForRequest(isUserRedirect);
      await backToShop.click();
      await expect(page).toHaveURL(SHOP_URL);
      await expectRecorded(recorded, { url: SHOP_URL, redirectTo: 'returnUrl' });
    },
  );

  test(
    'returnUrlTimer 0: no countdown, the button alone leads to the shop',
    { tag: '@any-width' },
    async ({ page, request }) => {
      await serveTheShop(page);
      const link = await createLink({ returnUrl: SHOP_URL, returnUrlTimer: 0 });
      const transaction = await paidTransaction(request, link.uuid);
      await page.goto(resultAddress(link.uuid, 'success', transaction));
      await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      await expectAccessibleScreen(page);
      const recorded = page.waitForRequest(isUserRedirect);
      await page.getByRole('link', { name: 'Back to shop' }).click();
      await expect(page).toHaveURL(SHOP_URL);
      await expectRecorded(recorded, { url: SHOP_URL, redirectTo: 'returnUrl' });
    },
  );

  test(
    'the shopper still reaches the shop when recording fails',
    { tag: '@any-width' },
    async ({ page, request }) => {
      await serveTheShop(page);
      await page.route('**/user-redirect', (route) =>
        route.fulfill({ status: 503, json: { statusCode: 503, errorCode: 'UNAVAILABLE' } }),
      );
      const link = await createLink({ returnUrl: SHOP_URL });
      const transaction = await paidTransaction(request, link.uuid);
      await page.goto(resultAddress(link.uuid, 'success', transaction));
      await page.getByRole('link', { name: 'Back to shop' }).click();
      await expect(page).toHaveURL(SHOP_URL);
    },
  );
});
