import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  test,
} from '../support/fixtures';
import { createLink } from '../support/merchantApi';

const pathOf = (url: string) => new URL(url).pathname;

test.describe('routes without a usable link (SPEC §2)', () => {
  test('/, /uuid, /checkout/basket and /session-not-found show session not found', async ({
    page,
  }) => {
    for (const path of ['/', '/uuid', '/checkout/basket', '/session-not-found']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Session not found' })).toBeVisible();
      await expectNoHorizontalOverflow(page);
    }
    // The same page under each address: one scan.
    await expectNoAxeViolations(page);
  });

  test(
    'a segment after /uuid/ that is no uuid leads to /session-not-found',
    { tag: '@any-width' },
    async ({ page }) => {
      await page.goto('/uuid/3f2504e0-4f89-41d3-9a0c-0305e82c33/card');
      await expect(page).toHaveURL(/\/session-not-found$/);
      await expect(page.getByRole('heading', { name: 'Session not found' })).toBeVisible();
    },
  );

  test('an unknown but well-formed link leads to /session-not-found (SPEC §8)', async ({
    page,
  }) => {
    await page.goto('/uuid/3f2504e0-4f89-41d3-9a0c-0305e82c3399');
    await expect(page).toHaveURL(/\/session-not-found$/);
    await expect(page.getByRole('heading', { name: 'Session not found' })).toBeVisible();
    await expect(
      page.getByText('The payment link lacks the data needed to open your payment.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong.' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('routes under a link', () => {
  test(
    'one stray character after the uuid is tolerated (37 characters)',
    { tag: '@any-width' },
    async ({ page }) => {
      const link = await createLink();
      await page.goto(`${pathOf(link.url)}x`);
      await expect(page.getByRole('heading', { name: 'Demo Shop' })).toBeVisible();
    },
  );

  test('an unknown path shows page-not-found and counts 10 s back to the payment', async ({
    page,
  }) => {
    const link = await createLink();
    await page.clock.install();
    await page.goto(`${pathOf(link.url)}/no-such-page`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    // It starts at 10; a second of real time may pass on a busy machine before it is read.
    await expect(
      page.getByText(/^You will be taken back to your payment in (10|9) seconds\.$/),
    ).toBeVisible();
    // The installed clock moves with real time, and on a busy machine the scan took longer than
    // the whole countdown: the time the countdown measures stands still meanwhile (the timers,
    // which the scan needs, keep running), then moves on by 4 s.
    const scannedAt = await page.evaluate(() => Date.now());
    await page.clock.setFixedTime(scannedAt);
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await page.clock.setSystemTime(scannedAt + 4_000);
    // Until the time stood still it moved with real time, so only the end of the countdown is
    // exact.
    await expect(page.getByText(/taken back to your payment in [1-6] seconds/)).toBeVisible();
    await page.clock.runFor(6_000);
    await expect(page.getByRole('radiogroup', { name: 'Choose a payment method' })).toBeVisible();
    await expect(page).toHaveURL(pathOf(link.url));
  });

  test('page-not-found offers the way back at once', { tag: '@any-width' }, async ({ page }) => {
    const link = await createLink();
    await page.goto(`${pathOf(link.url)}/mid/42/elsewhere`);
    await page.getByRole('link', { name: 'Go to your payment now' }).click();
    await expect(page.getByRole('heading', { name: 'Demo Shop' })).toBeVisible();
    await expect(page).toHaveURL(pathOf(link.url));
  });
});

test.describe('/pay-by-bank-result', () => {
  // With its payment named, it leads to that payment's result: bank-redirect-*.spec.
  test(
    'without a payment sends the shopper to the link it names',
    { tag: '@any-width' },
    async ({ page }) => {
      const link = await createLink({ paymentMethods: ['PAYBYBANK'] });
      await page.goto(`/pay-by-bank-result?uuid=${link.uuid}&status=REFUSED`);
      await expect(page).toHaveURL(pathOf(link.url));
      await expect(page.getByRole('heading', { level: 1, name: 'Demo Shop' })).toBeVisible();
    },
  );

  test(
    'without a valid link uuid shows session not found',
    { tag: '@any-width' },
    async ({ page }) => {
      await page.goto('/pay-by-bank-result?uuid=not-a-link&status=SUCCESS');
      await expect(page).toHaveURL(/\/session-not-found$/);
      await expect(page.getByRole('heading', { name: 'Session not found' })).toBeVisible();
    },
  );
});
