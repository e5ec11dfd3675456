import type { Page } from '@playwright/test';
import { E2E } from '../support/environment';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { createLink, getLink } from '../support/merchantApi';
import {
  expectPaypalApproval,
  expectPaypalResult,
  PAYPAL_CANCELLED,
  PAYPAL_FAILED,
  tabTo,
} from '../support/paypalPage';
import { keepTheRedirectNotice } from '../support/redirectNotice';

/**
 * PayPal's further flows at 1280 px (their screens are seen at 375 px in paypal-page.spec.ts):
 * every one with the keyboard alone, each failure, a saved agreement made and deleted, and the
 * card's one-charge checks (double click, two tabs, two browsers).
 */

/**
 * The PayPal page opened directly asks for the terms (not accepted in this visit), and no payment
 * starts until they are: ticked with the keyboard.
 */
async function acceptTerms(page: Page) {
  const terms = page.getByRole('checkbox', { name: /I accept the terms/ });
  await expect(terms).not.toBeChecked();
  await tabTo(page, 'checkbox', /I accept the terms/);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
}

/** The PayPal page's button, then the redirect notice's link, with the keyboard. */
async function payAndLeaveForPaypal(page: Page) {
  const letGo = await keepTheRedirectNotice(page);
  await tabTo(page, 'button', /^Pay [A-Z]{3}\s[\d.,]+$/);
  await page.keyboard.press('Enter');
  await tabTo(page, 'link', 'Continue to PayPal now');
  letGo();
  await page.keyboard.press('Enter');
  await expectPaypalApproval(page);
}

test.describe('PayPal with the keyboard alone', () => {
  test('a subscription saves the account; it is then offered, and can be deleted', async ({
    page,
  }) => {
    const consumerReference = `e2e-paypal-${Date.now()}`;
    const link = await createLink({
      paymentMethods: ['PAYPAL'],
      consumerReference,
      isSubscription: true,
    });
    await page.goto(`/uuid/${link.uuid}/paypal`);
    await acceptTerms(page);
    await payAndLeaveForPaypal(page);
    await tabTo(page, 'button', 'Agree and continue');
    await page.keyboard.press('Enter');
    await expectPaypalResult(page, 'Payment successful');
    const [paid] = (await getLink(link.uuid)).transactions;
    expect(paid?.details).toMatchObject({ billingAgreementId: expect.stringMatching(/^B-/) });

    // Back at the address PayPal returned to (a reload, the back button): nothing runs twice.
    await page.goto(`/uuid/${link.uuid}/paypal-transaction-created?transactionId=${paid?.id}`);
    await expectPaypalResult(page, 'Payment successful');
    expect((await getLink(link.uuid)).transactions).toHaveLength(1);

    const next = await createLink({ paymentMethods: ['PAYPAL'], consumerReference });
    await page.goto(`/uuid/${next.uuid}/paypal`);
    const saved = page.getByRole('radio', { name: /buyer@paypal\.sandbox\.example/ });
    await expect(saved).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Pay with another account' })).toBeVisible();
    await tabTo(page, 'button', 'Delete buyer@paypal.sandbox.example');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete this PayPal account?' });
    await expect(dialog.getByText('SBXBUYER0001')).toBeVisible();
    await tabTo(page, 'button', 'Delete PayPal account');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(saved).toHaveCount(0);
    await expect(page.getByText(/taken to PayPal to log in/)).toBeVisible();
  });

  test('cancelling on PayPal’s page is the neutral cancel, and the link can be paid again', async ({
    page,
  }) => {
    const link = await createLink({ paymentMethods: ['PAYPAL'] });
    await page.goto(`/uuid/${link.uuid}/paypal`);
    await acceptTerms(page);
    await payAndLeaveForPaypal(page);
    await tabTo(page, 'button', 'Cancel and return to the merchant');
    await page.keyboard.press('Enter');
    await expectPaypalResult(page, PAYPAL_CANCELLED);
    await expectNoAxeViolations(page);
    await tabTo(page, 'link', 'Choose another payment method');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('radiogroup', { name: 'Choose a payment method' })).toBeVisible();
    const stored = await getLink(link.uuid);
    expect(stored.status).toBe('VALID');
    expect(stored.transactions).toMatchObject([{ status: 'REFUSED', refusalReason: 'CANCELLED' }]);
  });

  test('the refusing sandbox account is refused when executed (INSTRUMENT_DECLINED)', async ({
    page,
  }) => {
    const link = await createLink({ paymentMethods: ['PAYPAL'] });
    await page.goto(`/uuid/${link.uuid}/paypal`);
    await acceptTerms(page);
    await payAndLeaveForPaypal(page);
    await tabTo(page, 'radio', 'buyer@paypal.sandbox.example');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'refused@paypal.sandbox.example' })).toBeChecked();
    await tabTo(page, 'button', 'Agree and continue');
    await page.keyboard.press('Enter');
    await expectPaypalResult(page, PAYPAL_FAILED);
    // PayPal's code has no words of its own for the shopper: a plain refusal.
    await expect(
      page.getByText('Your bank or card issuer declined the payment. Nothing was charged.'),
    ).toBeVisible();
    const stored = await getLink(link.uuid);
    expect(stored.status).toBe('VALID');
    expect(stored.transactions).toMatchObject([
      { status: 'REFUSED', refusalReason: 'INSTRUMENT_DECLINED' },
    ]);
    // Try again: back to the PayPal page, the terms accepted already.
    await tabTo(page, 'link', 'Try again');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'PayPal' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay [A-Z]{3}\s[\d.,]+$/ })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /I accept the terms/ })).toHaveCount(0);
  });
});

test.describe('a PayPal payment charges once', () => {
  const savedAccountLink = () =>
    createLink({ paymentMethods: ['PAYPAL'], consumerReference: 'demo-consumer-1' });
  const payNow = (page: Page) => page.getByRole('button', { name: /^Pay [A-Z]{3}\s[\d.,]+$/ });

  test('when "pay now" is double-clicked', async ({ page }) => {
    const link = await savedAccountLink();
    await page.goto(`/uuid/${link.uuid}/paypal`);
    await acceptTerms(page);
    await payNow(page).dblclick();
    await expectPaypalResult(page, 'Payment successful');
    expect((await getLink(link.uuid)).transactions).toHaveLength(1);
  });

  test('with the link open in two tabs: the second is told to use the first', async ({
    browser,
  }) => {
    const context = await browser.newContext({ hasTouch: false, baseURL: E2E.appOrigin });
    const page = await context.newPage();
    const link = await savedAccountLink();
    await page.goto(`/uuid/${link.uuid}/paypal`);
    await acceptTerms(page);
    await expect(payNow(page)).toBeVisible();
    const secondTab = await context.newPage();
    await secondTab.goto(`/uuid/${link.uuid}/paypal`);
    await expect(secondTab.getByRole('heading', { name: 'Attention' })).toBeVisible();
    await expect(payNow(secondTab)).toHaveCount(0);
    await payNow(page).click();
    await expectPaypalResult(page, 'Payment successful');
    await secondTab.reload();
    await expect(secondTab.getByRole('heading', { name: 'Already paid' })).toBeVisible();
    expect((await getLink(link.uuid)).transactions).toHaveLength(1);
    await context.close();
  });

  test('when the same link is paid in two browsers at the same time', async ({ page, browser }) => {
    const link = await savedAccountLink();
    const other = await browser.newContext({ viewport: page.viewportSize() });
    const second = await other.newPage();
    // What the service answered each browser's start of the payment: one is taken, the other is
    // told the link is being paid (409).
    const starts: number[] = [];
    for (const shopper of [page, second]) {
      shopper.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (
          response.request().method() === 'POST' &&
          /^\/public\/paypal\/merchant\/[^/]+\/transaction$/.test(pathname)
        ) {
          starts.push(response.status());
        }
      });
    }
    await page.goto(`/uuid/${link.uuid}/paypal`);
    await acceptTerms(page);
    await second.goto(`/uuid/${link.uuid}/paypal`);
    await acceptTerms(second);
    await Promise.all([payNow(page).click(), payNow(second).click()]);
    // Both end telling the truth: the one that paid its success; the other, which found the link
    // being paid, either its processing page following that payment to its success (issue 21)
    // or, when it came after, that the payment was already made (the start's answer, or the link
    // read afresh: "Already paid").
    await Promise.all(
      [page, second].map((shopper) =>
        expect(
          shopper.getByRole('heading', {
            name: /^(Payment successful|Payment already made\.|Already paid)$/,
          }),
        ).toBeVisible({ timeout: 20_000 }),
      ),
    );
    expect(starts.filter((status) => status >= 200 && status < 300)).toHaveLength(1);
    expect(starts.filter((status) => status === 409)).toHaveLength(1);
    const stored = await getLink(link.uuid);
    expect(stored.transactions).toHaveLength(1);
    expect(stored.transactions.filter((tx) => tx.status === 'COMPLETED')).toHaveLength(1);
    await other.close();
  });
});
