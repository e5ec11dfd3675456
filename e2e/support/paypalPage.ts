import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** From the landing page to the PayPal page, as a shopper does: choose PayPal, accept, continue. */
export async function goToPaypalPage(page: Page, uuid: string): Promise<void> {
  await page.goto(`/uuid/${uuid}`);
  await page.getByRole('radio', { name: 'PayPal' }).check();
  const terms = page.getByRole('checkbox', { name: /I accept the terms/ });
  if (await terms.count()) await terms.check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'PayPal' })).toBeVisible();
}

/** The sandbox's PayPal page (on the gateway's origin). */
export async function expectPaypalApproval(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Pay with PayPal' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/hosted\/approve\/gp_/);
}

export const PAYPAL_FAILED = 'PayPal payment failed';
/** The shopper's own cancel on PayPal's page: neutral, nothing failed (issue 21). */
export const PAYPAL_CANCELLED = 'Payment cancelled';

/**
 * Where a PayPal payment ends: success, the PayPal failure variant with a retry, or the neutral
 * page of a cancel that leads back to the methods. Each result page names the payment it read.
 */
export async function expectPaypalResult(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 20_000 });
  if (heading === 'Payment successful') {
    await expect(page).toHaveURL(/\/success\?transaction=tx_[^&]+$/);
  }
  if (heading === PAYPAL_FAILED || heading === PAYPAL_CANCELLED) {
    await expect(page).toHaveURL(/\/failure\?variant=paypal&transaction=tx_[^&]+$/);
  }
  if (heading === PAYPAL_CANCELLED) {
    await expect(page.getByText('You cancelled the payment. Nothing was charged.')).toBeVisible();
    await expect(page.getByRole('heading', { name: PAYPAL_FAILED })).toHaveCount(0);
  }
}

/** Presses Tab until the element with this role and name has the focus (a keyboard-only shopper). */
export async function tabTo(
  page: Page,
  role: 'button' | 'link' | 'radio' | 'checkbox',
  name: string | RegExp,
  maxTabs = 30,
): Promise<void> {
  const target = page.getByRole(role, { name });
  for (let i = 0; i < maxTabs; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${role} ${String(name)} never got the focus`);
}
