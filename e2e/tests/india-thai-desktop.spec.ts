import type { Page } from '@playwright/test';
import { expectPaymentResult } from '../support/cardPage';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { getLink, waitOutLink } from '../support/merchantApi';
import {
  acceptTermsWithKeyboard,
  goToShortLivedLink,
  indianLink,
  openPhone,
  pressWithKeyboard,
  qrContent,
  scanAndDecide,
  tabTo,
  thaiLink,
  THAI_QR,
  typeContact,
  UPI_INTENT,
} from '../support/waitingPayments';

/**
 * The further flows of the Indian and Thai methods whose screens india-*.spec.ts and
 * promptpay.spec.ts show at both widths: each decline and each expiry, keyboard alone.
 */
test.describe('declined', () => {
  test('UPI collect request declined in the UPI app', async ({ page }) => {
    const link = await indianLink(['UPI']);
    await page.goto(`/uuid/${link.uuid}/upi`);
    await tabTo(page, page.getByRole('textbox', { name: 'UPI ID' }));
    await page.keyboard.type('ravi@okaxis');
    await typeContact(page);
    await acceptTermsWithKeyboard(page);
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Send payment request' }));
    await expect(page.getByRole('timer')).toBeVisible();
    const phone = await openPhone(page, '/hosted/upi-app?upiId=ravi@okaxis');
    await pressWithKeyboard(phone, phone.getByRole('link', { name: 'Open request' }));
    await pressWithKeyboard(phone, phone.getByRole('button', { name: 'Decline' }));
    await expectPaymentResult(page, false);
    expect((await getLink(link.uuid)).transactions[0]).toMatchObject({
      status: 'REFUSED',
      refusalReason: 'DECLINED',
    });
  });

  test('UPI ID unknown to the network: the form says so and the link stays open', async ({
    page,
  }) => {
    const link = await indianLink(['UPI']);
    await page.goto(`/uuid/${link.uuid}/upi`);
    await tabTo(page, page.getByRole('textbox', { name: 'UPI ID' }));
    await page.keyboard.type('unknown@upi');
    await typeContact(page);
    await acceptTermsWithKeyboard(page);
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Send payment request' }));
    await expect(page.getByRole('alert')).toHaveText(
      'This UPI ID could not be found. Please check it and try again.',
    );
    await expectNoAxeViolations(page);
    expect((await getLink(link.uuid)).status).toBe('VALID');
  });

  test('UPI QR declined in the UPI app', async ({ page }) => {
    const link = await indianLink(['UPIQRCODE']);
    await page.goto(`/uuid/${link.uuid}/upiqrcode`);
    await typeContact(page);
    await acceptTermsWithKeyboard(page);
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Show QR code' }));
    await scanAndDecide(page, '/hosted/upi-app', await qrContent(page, UPI_INTENT), 'Decline');
    await expectPaymentResult(page, false);
  });

  test('PromptPay declined in the banking app', async ({ page }) => {
    const link = await thaiLink();
    await page.goto(`/uuid/${link.uuid}/promptpayqr`);
    await acceptTermsWithKeyboard(page);
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Show QR code' }));
    await scanAndDecide(page, '/hosted/promptpay-app', await qrContent(page, THAI_QR), 'Decline');
    await expectPaymentResult(page, false);
    expect((await getLink(link.uuid)).status).toBe('VALID');
  });
});

/**
 * How long the expiring links live: long enough to reach the waiting step on a busy two-core
 * machine (a few seconds there), short enough not to make the run wait for nothing.
 */
const SHORT_LIFE_S = 15;

/**
 * A QR code ends with its link: whichever the page learns first, the link's own countdown (the
 * expired page) or the provider's refusal of the code (the failure page, no retry: the link
 * has expired).
 */
const endedAsExpired = (page: Page) =>
  page
    .getByRole('heading', { name: 'Payment session expired' })
    .or(page.getByRole('heading', { name: 'Payment failed' }));

test.describe('expired', () => {
  // Each waits out its link's life, then the page's and the provider's steps after it.
  test.describe.configure({ timeout: 60_000 });
  test('UPI collect request nobody approves: the countdown ends and the page says how', async ({ page }) => {
    const link = await indianLink(['UPI'], SHORT_LIFE_S);
    await goToShortLivedLink(page, `/uuid/${link.uuid}/upi`);
    await tabTo(page, page.getByRole('textbox', { name: 'UPI ID' }));
    await page.keyboard.type('asha@okhdfc');
    await typeContact(page);
    await acceptTermsWithKeyboard(page);
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Send payment request' }));
    await expect(page.getByRole('timer')).toBeVisible();
    // The countdown says the time ran out, then the failure page follows; on a busy machine the
    // refusal can arrive first and the page goes straight on (clean-clone CI run, 2026-11-28).
    // Either way the shopper ends on the failure page, which says why.
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible({ timeout: 40_000 });
    await expect(page.getByText('The payment was not completed in time, so it was stopped.', { exact: false })).toBeVisible();
    const stored = await getLink(link.uuid);
    expect(stored.transactions[0]).toMatchObject({ status: 'REFUSED', refusalReason: 'EXPIRED' });
    expect(stored.status).toBe('EXPIRED');
  });

  test('UPI QR nobody scans: the page ends with the link, and a late scan finds nothing', async ({ page }) => {
    const link = await indianLink(['UPIQRCODE'], SHORT_LIFE_S);
    await goToShortLivedLink(page, `/uuid/${link.uuid}/upiqrcode`);
    await typeContact(page);
    await acceptTermsWithKeyboard(page);
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Show QR code' }));
    const content = await qrContent(page, UPI_INTENT);
    await expect(endedAsExpired(page)).toBeVisible({ timeout: 25_000 });
    const phone = await openPhone(page, '/hosted/upi-app');
    await tabTo(phone, phone.getByRole('textbox', { name: 'Content of the QR code' }));
    await phone.keyboard.insertText(content);
    await pressWithKeyboard(phone, phone.getByRole('button', { name: 'Continue' }));
    await expect(phone.getByRole('alert')).toHaveText(/No open payment has this QR code/);
    await expect.poll(async () => (await getLink(link.uuid)).transactions[0]?.refusalReason, { timeout: 15_000 }).toBe('EXPIRED');
  });

  test('PromptPay code nobody scans ends with the link', async ({ page }) => {
    const link = await thaiLink(SHORT_LIFE_S);
    await goToShortLivedLink(page, `/uuid/${link.uuid}/promptpayqr`);
    await acceptTermsWithKeyboard(page);
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Show QR code' }));
    await qrContent(page, THAI_QR);
    await expect(endedAsExpired(page)).toBeVisible({ timeout: 25_000 });
    await expect.poll(async () => (await getLink(link.uuid)).transactions[0]?.refusalReason, { timeout: 15_000 }).toBe('EXPIRED');
  });

  test('netbanking left undecided at the bank: a late approval decides nothing', async ({ page }) => {
    const link = await indianLink(['NETBANKING'], SHORT_LIFE_S);
    await goToShortLivedLink(page, `/uuid/${link.uuid}/netbanking`);
    await tabTo(page, page.getByRole('combobox', { name: 'Your bank' }));
    await page.keyboard.type('State');
    await typeContact(page);
    await acceptTermsWithKeyboard(page);
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Continue to your bank' }));
    await pressWithKeyboard(page, page.getByRole('link', { name: 'Continue to State Bank of India now' }));
    await expect(page.getByRole('button', { name: 'Approve payment' })).toBeVisible();
    // The bank's page stays open past the link's end (the gateway decides on the next read).
    await waitOutLink(link, 1_000);
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Approve payment' }));
    await expect(page.getByRole('heading', { name: 'This payment has already been decided' })).toBeVisible();
    await pressWithKeyboard(page, page.getByRole('link', { name: 'Back to the payment page' }));
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible({ timeout: 20_000 });
    expect((await getLink(link.uuid)).transactions[0]).toMatchObject({ status: 'REFUSED', refusalReason: 'EXPIRED' });
  });
}); // prettier-ignore
