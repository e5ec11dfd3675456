import { SOURCE_HEADER, VISIT_HEADER } from '@paypage/contract/headers';
import { E2E } from '../support/environment';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  test,
} from '../support/fixtures';
import { createLink } from '../support/merchantApi';

test.describe('a merchant link, from the merchant API to the shopper’s browser', () => {
  test('the link created over the API opens on the page with its merchant and amount', async ({
    page,
  }) => {
    const link = await createLink({
      amount: 4990,
      currency: 'EUR',
      description: 'Order 42: blue kettle',
    });
    const linkRequest = page.waitForRequest((request) =>
      request.url().includes(`/public/payment-link/uuid/${link.uuid}`),
    );
    await page.goto(new URL(link.url).pathname);
    await expect(page.getByRole('heading', { name: 'Demo Shop' })).toBeVisible();
    await expect(page.getByText('Order 42: blue kettle')).toBeVisible();
    await expect(page.getByText(/49\.90/)).toBeVisible();
    const headers = (await linkRequest).headers();
    expect(headers[SOURCE_HEADER]).toBe('paypage-web/landing-page/v5.0');
    expect(headers[VISIT_HEADER]).toBe('true');
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });

  test('the public API answers the link as JSON, and the page config is never cached', async ({
    request,
  }) => {
    const link = await createLink({ amount: 5500, currency: 'KRW', paymentMethods: ['KCP'] });
    const info = await request.get(`${E2E.appOrigin}/public/payment-link/uuid/${link.uuid}`);
    expect(info.status()).toBe(200);
    expect(await info.json()).toMatchObject({
      uuid: link.uuid,
      amount: 5500,
      currency: 'KRW',
      merchantName: 'Demo Shop',
      status: 'VALID',
    });
    const config = await request.get(`${E2E.appOrigin}/config.json`);
    expect(config.headers()['cache-control']).toBe('no-store');
    // The API on the page's own origin is called relatively; the rest follow the host asked.
    expect(await config.json()).toEqual({
      baseUrl: '/',
      appOrigin: E2E.appOrigin,
      gppBaseUrl: E2E.gatewayOrigin,
    });
  });

  test('a malformed link leads to the session-not-found page', async ({ page }) => {
    await page.goto('/uuid/not-a-payment-link');
    await expect(page).toHaveURL(/\/session-not-found$/);
    await expect(page.getByRole('heading', { name: 'Session not found' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the seeded demo links show their status pages', async ({ page }) => {
    const demo = [
      ['00000000-0000-4000-8000-000000000011', 'Already paid'],
      ['00000000-0000-4000-8000-000000000012', 'Payment session expired'],
      ['00000000-0000-4000-8000-000000000013', 'Payment session invalid'],
      ['00000000-0000-4000-8000-000000000014', 'Processing payment'],
    ] as const;
    for (const [uuid, title] of demo) {
      await page.goto(`/uuid/${uuid}`);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
  });
});

test.describe('the sandbox gateway', () => {
  test('its home page, on its own origin, lists the sandbox test data accessibly', async ({
    page,
  }) => {
    await page.goto(E2E.gatewayOrigin);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
  });
});
