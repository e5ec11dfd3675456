import type { BrowserContext, Locator, Page } from '@playwright/test';
import { PAYTO_BANK_APP_PATH } from '@paypage/contract/methods/payToRules';
import { E2E } from './environment';
import { expect } from './fixtures';
import { createLink } from './merchantApi';

/** A link that takes only PayTo, from the demo merchant, in Singapore dollars (decision 0022). */
export const createPayToLink = (body: Parameters<typeof createLink>[0] = {}) =>
  createLink({ paymentMethods: ['PAYTO'], currency: 'SGD', locale: 'en_AU', ...body });

export const waitingHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Approve the agreement in your banking app' });

/** From the landing page to the PayTo page, as a shopper does: choose, accept, continue. */
export async function goToPayToPage(page: Page, uuid: string): Promise<void> {
  await page.goto(`/uuid/${uuid}`);
  await page.getByRole('radio', { name: 'PayTo' }).check();
  const terms = page.getByRole('checkbox', { name: /I accept the terms/ });
  if (await terms.count()) await terms.check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'PayTo' })).toBeVisible();
}

/**
 * The payer's phone: the sandbox banking app on the gateway's origin, with the requests waiting
 * for a PayID (a second page of the same browser stands in for the phone).
 */
export async function openBankApp(context: BrowserContext, payId: string): Promise<Page> {
  const phone = await context.newPage();
  await phone.goto(`${E2E.gatewayOrigin}${PAYTO_BANK_APP_PATH}`);
  await expect(phone.getByRole('heading', { level: 1, name: 'Your banking app' })).toBeVisible();
  await phone.getByRole('textbox', { name: 'Your PayID' }).fill(payId);
  await phone.getByRole('button', { name: 'Show requests' }).click();
  // The list is a page of its own (the form is a GET): the one that names the PayID.
  await expect(phone).toHaveURL(/[?&]payId=/);
  return phone;
}

/** The newest request of the banking app (there is one per payment on the PayID). */
export const firstRequest = (phone: Page): Locator =>
  phone.getByRole('link', { name: /^Review the request for/ }).first();

/** Tab (forwards) until the element has the focus, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, presses = 25): Promise<void> {
  for (let pressed = 0; pressed < presses; pressed++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
