import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { press, tabTo } from './keyboard';
import { keepTheRedirectNotice } from './redirectNotice';

export type CheckoutMethod = 'IDEAL' | 'BANCONTACT_CARD' | 'BANCONTACT_MOBILE';

const METHOD_NAMES: Record<CheckoutMethod, string> = {
  IDEAL: 'iDEAL',
  BANCONTACT_CARD: 'Bancontact card',
  BANCONTACT_MOBILE: 'Bancontact mobile',
};

const PROVIDERS: Record<CheckoutMethod, string> = {
  IDEAL: 'iDEAL',
  BANCONTACT_CARD: 'Bancontact',
  BANCONTACT_MOBILE: 'Bancontact',
};

/** From the link's landing page to the method's page with the keyboard: choose, accept, go. */
export async function chooseMethod(page: Page, uuid: string, method: CheckoutMethod) {
  await page.goto(`/uuid/${uuid}`);
  const radio = page.getByRole('radio', { name: METHOD_NAMES[method] });
  await tabTo(page, radio);
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
  await tabTo(page, page.getByRole('checkbox', { name: /I accept the terms/ }));
  await page.keyboard.press('Space');
  await press(page, page.getByRole('button', { name: 'Continue' }));
  await expect(page.getByRole('heading', { level: 1, name: METHOD_NAMES[method] })).toBeVisible();
}

/** The method's page: the button that opens the provider's checkout. */
const continueButton = (page: Page, method: CheckoutMethod) =>
  page.getByRole('button', { name: `Continue to ${PROVIDERS[method]}` });

/**
 * Opens the checkout with the keyboard: the button, then the redirect notice's link (without
 * waiting for its few seconds).
 */
export async function openCheckout(page: Page, method: CheckoutMethod) {
  const letGo = await keepTheRedirectNotice(page);
  await press(page, continueButton(page, method));
  const now = page.getByRole('link', { name: `Continue to ${PROVIDERS[method]} now` });
  await expect(page.getByRole('heading', { name: 'You are being redirected' })).toBeVisible();
  await tabTo(page, now);
  letGo();
  await page.keyboard.press('Enter');
}

/**
 * Opens a link's page for the method directly: the flows below the landing page. Not accepted in
 * this visit, the terms are asked for there (issue 21): ticked with the keyboard.
 */
export async function openMethodPage(page: Page, uuid: string, method: CheckoutMethod) {
  const segment = method.toLowerCase().replaceAll('_', '-');
  await page.goto(`/uuid/${uuid}/${segment}`);
  await expect(continueButton(page, method)).toBeVisible();
  const terms = page.getByRole('checkbox', { name: /I accept the terms/ });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
}

/** The sandbox bank of iDEAL: choose a bank with the arrow keys, then press a decision. */
export async function decideAtBank(page: Page, bank: string, decision: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'iDEAL' })).toBeVisible();
  await tabTo(page, page.getByRole('radio', { name: 'ABN AMRO' }));
  const choice = page.getByRole('radio', { name: bank });
  for (let presses = 0; presses < 20 && !(await choice.isChecked()); presses++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(choice).toBeChecked();
  await press(page, page.getByRole('button', { name: decision }));
}

/** The Bancontact checkout's card form: a Bancontact card typed with the keyboard, then Enter. */
export async function typeBancontactCard(page: Page, number: string) {
  const form = page.frameLocator('iframe[title="Bancontact card details"]');
  await expect(page.getByRole('button', { name: /^Pay / })).toBeEnabled();
  await tabTo(page, form.getByLabel('Card number'));
  await page.keyboard.type(number);
  await page.keyboard.press('Tab');
  await page.keyboard.type('12/34');
  await page.keyboard.press('Tab');
  await page.keyboard.type('An Peeters');
  // Enter in the form pays, as the Pay button would.
  await page.keyboard.press('Enter');
}

/** The bank's challenge in the checkout: the code field has the focus; type and confirm. */
export async function answerBank(page: Page, code: string) {
  const bank = page.frameLocator('iframe[title="Security check by your bank"]');
  await expect(bank.getByLabel('One-time code')).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

/** The success page, naming the payment it read (issue 21: it speaks of a real payment only). */
export async function expectSuccess(page: Page) {
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/success\?transaction=tx_[^&]+$/);
}

/** A refusal: the failure page with a retry, saying why in the shopper's words. */
export async function expectFailure(page: Page, reason: string) {
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/failure\?variant=retry&transaction=tx_[^&]+$/);
  await expect(page.getByText(reason)).toBeVisible();
}

/**
 * The shopper's own cancel (at the bank, on the checkout, in the app): nothing failed, so the
 * neutral page, which leads back to the methods.
 */
export async function expectCancelled(page: Page) {
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/failure\?variant=retry&transaction=tx_[^&]+$/);
  await expect(page.getByText('You cancelled the payment. Nothing was charged.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Choose another payment method' })).toBeVisible();
}

/** What the failure page says of a refusal the issuer or bank gave no reason for (DECLINED). */
export const DECLINED_TEXT = 'Your bank or card issuer declined the payment. Nothing was charged.';
