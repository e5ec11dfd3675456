import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { Page, Request } from '@playwright/test';
import { E2E } from '../support/environment';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { createLink } from '../support/merchantApi';
import { paidTransaction, refusedTransaction, resultAddress } from '../support/resultPages';

const SHOP_URL = 'https://shop.example/order/7/thanks';
// Another origin than the page's, on a host the demo merchant lets frame it (localhost:*).
const MERCHANT_PORT = E2E.port + 50;
const MERCHANT_PAGE = `http://localhost:${MERCHANT_PORT}/frame.html`;

/**
 * The merchant's page that embeds the payment page, served for real: a page that page.route()
 * fulfils has no address, so Chromium counts it as public and its Local Network Access check
 * refuses it a frame of localhost.
 */
let merchantServer: Server;

test.beforeAll(async () => {
  merchantServer = createServer((request, response) => {
    const framed = new URL(request.url ?? '/', MERCHANT_PAGE).searchParams.get('path') ?? '/';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><title>Merchant checkout</title>
      <main><h1>Checkout</h1>
      <iframe title="Payment page" src="${E2E.appOrigin}${framed}"
        style="width: 100%; height: 600px; border: 0"></iframe></main></html>`);
  });
  await new Promise<void>((resolve) => merchantServer.listen(MERCHANT_PORT, 'localhost', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => merchantServer.close(resolve));
});

/** Opens the merchant's page framing `framedPath`; the shop it returns to answers too. */
async function openMerchantPage(page: Page, framedPath: string): Promise<void> {
  await page.route('https://shop.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Shop</title><h1>Back at the shop</h1></html>',
    }),
  );
  await page.goto(`${MERCHANT_PAGE}?path=${encodeURIComponent(framedPath)}`);
}

const isUserRedirect = (request: Request) =>
  request.method() === 'POST' && request.url().endsWith('/user-redirect');

test.describe('a result page inside a merchant’s frame', () => {
  test('the back-to-shop button replaces the merchant’s whole page', async ({ page, request }) => {
    const link = await createLink({ returnUrl: SHOP_URL, returnUrlTimer: 0 });
    const transaction = await paidTransaction(request, link.uuid);
    await openMerchantPage(page, resultAddress(link.uuid, 'success', transaction));
    const frame = page.getByTitle('Payment page').contentFrame();
    await expect(frame.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expectNoAxeViolations(page);

    const recorded = page.waitForRequest(isUserRedirect);
    await frame.getByRole('link', { name: 'Back to shop' }).click();
    await expect(page).toHaveURL(SHOP_URL);
    await expect(page.getByRole('heading', { name: 'Back at the shop' })).toBeVisible();
    expect((await recorded).postDataJSON()).toEqual({ url: SHOP_URL, redirectTo: 'returnUrl' });
  });

  test('the countdown leads the whole page to the shop', async ({ page, request }) => {
    const link = await createLink({ returnUrl: SHOP_URL, returnUrlTimer: 3 });
    const transaction = await paidTransaction(request, link.uuid);
    await page.clock.install();
    // Listened for from the start: the installed clock also moves with real time, so on a busy
    // machine the return may be recorded before the test has read the countdown.
    const recorded = page.waitForRequest(isUserRedirect);
    await openMerchantPage(page, resultAddress(link.uuid, 'success', transaction));
    const frame = page.getByTitle('Payment page').contentFrame();
    await expect(frame.getByRole('status')).toHaveText(
      'You will be returned to the shop in 3 seconds.',
    );
    await page.clock.runFor(3_000);
    await recorded;
    await expect(page).toHaveURL(SHOP_URL);
    await expect(page.getByRole('heading', { name: 'Back at the shop' })).toBeVisible();
  });

  test('the failure page’s way back to the checkout also leaves the frame', async ({
    page,
    request,
  }) => {
    const checkout = 'https://shop.example/checkout';
    const link = await createLink({ returnUrl: SHOP_URL, backToShopUrl: checkout });
    const transaction = await refusedTransaction(request, link.uuid);
    await openMerchantPage(page, resultAddress(link.uuid, 'failure', transaction, 'return-only'));
    const frame = page.getByTitle('Payment page').contentFrame();
    const recorded = page.waitForRequest(isUserRedirect);
    await frame.getByRole('link', { name: 'Back to checkout' }).click();
    await expect(page).toHaveURL(checkout);
    expect((await recorded).postDataJSON()).toEqual({ url: checkout, redirectTo: 'backToShopUrl' });
  });
});
