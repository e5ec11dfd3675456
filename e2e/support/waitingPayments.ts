import type { Locator, Page } from '@playwright/test';
import type { MerchantPaymentLink } from '@paypage/contract/merchantApi';
import { E2E } from './environment';
import { expect } from './fixtures';
import { createLink } from './merchantApi';

/** Links of the Indian and Thai methods, in their currencies; `expiresInS` for the expiry flows. */
export function indianLink(
  methods: MerchantPaymentLink['paymentMethods'],
  expiresInS?: number,
): Promise<MerchantPaymentLink> {
  return createLink({
    amount: 249900,
    currency: 'INR',
    locale: 'en_IN',
    paymentMethods: methods,
    ...(expiresInS
      ? { expirationDate: new Date(Date.now() + expiresInS * 1000).toISOString() }
      : {}),
  });
}

export function thaiLink(expiresInS?: number): Promise<MerchantPaymentLink> {
  return createLink({
    amount: 129000,
    currency: 'THB',
    locale: 'en_GB',
    paymentMethods: ['PROMPTPAYQR'],
    ...(expiresInS
      ? { expirationDate: new Date(Date.now() + expiresInS * 1000).toISOString() }
      : {}),
  });
}

/** The keyboard alone: Tab until the element has the focus. */
export async function tabTo(page: Page, target: Locator, presses = 30): Promise<void> {
  for (let pressed = 0; pressed < presses; pressed++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      return;
    }
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Email and phone, typed after tabbing to them. */
export async function typeContact(page: Page): Promise<void> {
  await tabTo(page, page.getByRole('textbox', { name: 'Email address' }));
  await page.keyboard.type('asha@example.in');
  await page.keyboard.press('Tab');
  await page.keyboard.type('+91 98765 43210');
}

/**
 * A method page opened directly asks for the terms when they were not accepted in this visit
 * (issue 21), and no payment starts until they are: tabbed to and ticked with Space.
 */
export async function acceptTermsWithKeyboard(page: Page): Promise<void> {
  const terms = page.getByRole('checkbox', { name: /I accept the terms/ });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
}

/** Presses a button or follows a link of the page with the keyboard. */
export async function pressWithKeyboard(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/** The sandbox phone: a second page of the same browser, on the gateway's origin. */
export async function openPhone(page: Page, path: string): Promise<Page> {
  const phone = await page.context().newPage();
  await phone.goto(`${E2E.gatewayOrigin}${path}`);
  return phone;
}

/** What the page's QR code carries, as it shows it in text beside the code. */
export async function qrContent(page: Page, starts: RegExp): Promise<string> {
  const text = page.getByText(starts);
  await expect(text).toBeVisible({ timeout: 15_000 });
  return (await text.textContent()) ?? '';
}

export const UPI_INTENT = /^upi:\/\/pay\?/;
export const THAI_QR = /^000201/;

/** Scans (pastes) a code in a sandbox app and decides it on the approval page. */
export async function scanAndDecide(
  page: Page,
  appPath: string,
  content: string,
  decision: 'Pay' | 'Decline',
): Promise<Page> {
  const phone = await openPhone(page, appPath);
  await tabTo(phone, phone.getByRole('textbox', { name: 'Content of the QR code' }));
  await phone.keyboard.insertText(content);
  await pressWithKeyboard(phone, phone.getByRole('button', { name: 'Continue' }));
  await pressWithKeyboard(phone, phone.getByRole('button', { name: decision, exact: true }));
  await expect(
    phone.getByRole('heading', {
      name: decision === 'Pay' ? 'Payment approved' : 'Payment declined',
    }),
  ).toBeVisible();
  return phone;
}

/** A link with less than 3 minutes left opens SPEC §4's expiry warning first: OK, by keyboard. */
export async function goToShortLivedLink(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const ok = page.getByRole('button', { name: 'OK' });
  await expect(ok).toBeVisible();
  await pressWithKeyboard(page, ok);
  await expect(ok).toBeHidden();
}
