import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { E2E } from '../support/environment';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  test,
} from '../support/fixtures';
import { createLink, invalidateLink } from '../support/merchantApi';
import { qrContent, thaiLink, THAI_QR } from '../support/waitingPayments';

const pathOf = (url: string) => new URL(url).pathname;
const SHOP = {
  description: 'Order 5521: a rain jacket',
  returnUrl: 'https://shop.example/thanks',
  backToShopUrl: 'https://shop.example/checkout',
};

/**
 * Issue 24: a status page says whose payment it was and leads back to the shop; the link's last
 * ten minutes show on the page; the pay button names the amount; a phone can save its QR code.
 * What the page words in every case is tested below the browser (statusPage, linkExpiry,
 * payButton, promptPayPage); here what only a browser shows: layout, axe, the navigation to the
 * shop, the clock, and a real download.
 */
test('a cancelled link says whose payment it was, and Back to shop leads there', async ({
  page,
}) => {
  const link = await createLink(SHOP);
  await invalidateLink(link.uuid);
  await page.route('https://shop.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Checkout</title><h1>Checkout</h1>' }),
  );
  await page.goto(pathOf(link.url));
  const status = page.getByRole('region', { name: 'Payment session invalid' });
  await expect(status.getByText('Demo Shop')).toBeVisible();
  await expect(status.getByText(SHOP.description)).toBeVisible();
  await expect(status.getByText(/^EUR\s49\.90$/)).toBeVisible();
  const back = status.getByRole('link', { name: 'Back to shop' });
  await expect(back).toHaveAttribute('href', SHOP.backToShopUrl);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await back.click();
  await expect(page).toHaveURL(SHOP.backToShopUrl);
});

test('the last ten minutes show quietly; the warning names the minutes left', async ({ page }) => {
  const now = Date.now();
  const link = await createLink({ expirationDate: new Date(now + 11 * 60_000).toISOString() });
  await page.clock.install({ time: now });
  await page.goto(`${pathOf(link.url)}/card`);
  await expect(page.getByRole('button', { name: /^Pay EUR\s49\.90$/ })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);

  await page.clock.fastForward('01:30'); // 9:30 left
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^Time left to pay: 9:[23]\d$/);
  await expect(timer).toHaveAttribute('aria-live', 'off');
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  await page.clock.fastForward('07:20'); // 130 s left: the warning opens late, and says so
  const dialog = page.getByRole('dialog', { name: 'Your payment session ends soon' });
  await expect(dialog).toHaveAccessibleDescription(
    'You have about 2 minutes left to complete your payment.',
  );
  await dialog.getByRole('button', { name: 'OK' }).click();
  // The installed clock also moves with real time: the scans above may have taken seconds.
  await expect(timer).toHaveText(/^Time left to pay: (2:[0-1]\d|1:[3-5]\d)$/);
});

test('a phone saves the PromptPay code as a PNG @any-width', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: E2E.appOrigin,
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const link = await thaiLink(9 * 60);
  await page.goto(`/uuid/${link.uuid}/promptpayqr`);
  await expect(page.getByRole('timer')).toHaveText(/^Time left to pay: (9:00|8:\d\d)$/);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Show QR code' }).click();
  await qrContent(page, THAI_QR);
  // The code's own countdown replaces the link's: one clock on the page.
  await expect(page.getByRole('timer')).toHaveText(/^Time left: \d+:\d\d$/);
  await expect(page.getByText(/^Paying with this phone\?/)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save QR code' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('promptpay-qr-code.png');
  const png = await readFile(await download.path());
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  // A whole image: its rows inflate to what the header promises (qrCodePng.test scans one).
  const width = png.readUInt32BE(16);
  const rows = inflateSync(png.subarray(41, png.length - 16));
  expect(rows.length).toBe((Math.ceil(width / 8) + 1) * width);
  expect(width).toBeGreaterThanOrEqual(200);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  expect(problems).toEqual([]);
  await context.close();
});
