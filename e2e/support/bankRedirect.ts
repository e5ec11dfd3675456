import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import type { RedirectResponse } from '@paypage/contract/methods/bankRedirect';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import { E2E } from './environment';
import { expect } from './fixtures';
import { createLink } from './merchantApi';

/** The four methods that send the shopper to a bank and back, as the shopper meets them. */
export const BANK_METHODS = {
  REQUEST_TO_PAY: {
    name: 'Direct bank transfer',
    button: 'Continue to your bank',
    bank: 'Sandbox Bank: payment request',
    approve: 'Approve request',
    cancel: 'Reject request',
  },
  TRUSTLY: {
    name: 'Trustly (online bank transfer)',
    button: 'Continue to Trustly',
    bank: 'Trustly: pay from your bank account',
    approve: 'Confirm payment',
    cancel: 'Cancel payment',
  },
  PAYBYBANK: {
    name: 'Pay by bank',
    button: 'Choose your bank',
    bank: 'Pay by bank: choose your bank',
    approve: 'Approve payment',
    cancel: 'Cancel payment',
  },
  ACCOUNT_TO_PAY: {
    name: 'Account to Pay',
    button: 'Continue to your bank',
    bank: 'Account to Pay: choose your account',
    approve: 'Confirm payment',
    cancel: 'Cancel payment',
  },
} as const satisfies Partial<Record<PaymentMethod, Record<string, string>>>;

export type BankMethod = keyof typeof BANK_METHODS;

/** A link of the demo shop that offers `method` alone. */
export const bankLink = (method: BankMethod) =>
  createLink({ paymentMethods: [method], amount: 2590, returnUrl: 'https://shop.example/thanks' });

/** Tab (Shift+Tab backwards) until `target` has the focus: the keyboard alone, no clicks. */
export async function tabTo(page: Page, target: Locator, backwards = false): Promise<void> {
  for (let presses = 0; presses < 25; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** From the landing page to the method's page with the keyboard: terms accepted, Continue. */
export async function keyboardToMethodPage(page: Page, uuid: string, method: BankMethod) {
  await page.goto(`/uuid/${uuid}`);
  const radio = page.getByRole('radio', { name: BANK_METHODS[method].name });
  await expect(radio).toBeChecked();
  const terms = page.getByRole('checkbox', { name: /I accept/ });
  // Accepted earlier in this visit (before a cancel, say), the box is ticked already.
  if ((await terms.count()) && !(await terms.isChecked())) {
    await tabTo(page, terms);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
  }
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: BANK_METHODS[method].name }),
  ).toBeVisible();
}

/** Trustly's form, typed field by field; Enter submits it. */
export async function typePayer(page: Page) {
  await tabTo(page, page.getByRole('textbox', { name: 'First name' }));
  await page.keyboard.type('Ana');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Example');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ana@example.com');
  await page.keyboard.press('Enter');
}

/** On the method's page: off to the bank, with the keyboard. */
export async function keyboardToBank(page: Page, method: BankMethod) {
  if (method === 'TRUSTLY') await typePayer(page);
  else {
    await tabTo(page, page.getByRole('button', { name: BANK_METHODS[method].button }));
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL(new RegExp(`^${E2E.gatewayOrigin}/hosted/approve/`));
  await expect(
    page.getByRole('heading', { level: 1, name: BANK_METHODS[method].bank }),
  ).toBeVisible();
}

/**
 * On the bank's page, with the keyboard: the account (or bank) whose label says `outcome`
 * (approves, declines, confirms, rejects), then approve; or the cancel button.
 */
export async function keyboardDecide(
  page: Page,
  method: BankMethod,
  decision: 'approves' | 'declines' | 'confirms' | 'rejects' | 'cancel',
) {
  if (decision !== 'cancel') {
    const option = page.getByRole('radio', { name: new RegExp(`\\(sandbox: [^)]*${decision}`) });
    await tabTo(page, page.getByRole('radio', { checked: true }));
    if (!(await option.isChecked())) await page.keyboard.press('ArrowDown');
    await expect(option).toBeChecked();
  }
  const label = decision === 'cancel' ? BANK_METHODS[method].cancel : BANK_METHODS[method].approve;
  await tabTo(page, page.getByRole('button', { name: label }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`^${E2E.appOrigin}/`));
}

/** The result pages name the payment they tell of: in the path (/mid/tx_…/) or the query. */
const OUTCOME_ADDRESSES = {
  paid: /\/(mid\/tx_[^/?]+\/success|success\?transaction=tx_[^&]+)$/,
  // A refusal and the shopper's own cancel: the link can be paid again (variant retry).
  refused:
    /\/(mid\/tx_[^/?]+\/failure\?variant=retry|failure\?variant=retry&transaction=tx_[^&]+)$/,
} as const;

/**
 * Where a payment ends: the success page; the failure page with a retry; or, when the shopper
 * cancelled at the bank, the neutral page that leads back to the methods (nothing failed).
 */
export async function expectOutcome(page: Page, outcome: 'paid' | 'refused' | 'cancelled') {
  const title = {
    paid: 'Payment successful',
    refused: 'Payment failed',
    cancelled: 'Payment cancelled',
  }[outcome];
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(OUTCOME_ADDRESSES[outcome === 'paid' ? 'paid' : 'refused']);
  if (outcome === 'cancelled') {
    await expect(page.getByText('You cancelled the payment. Nothing was charged.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Choose another payment method' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveCount(0);
  }
}

/** Starts a direct bank transfer as the page does, without a browser: where the bank is. */
export async function startAtTheBank(
  request: APIRequestContext,
  uuid: string,
): Promise<RedirectResponse> {
  const response = await request.post(
    `${E2E.appOrigin}/public/request-to-pay/payment-link/${uuid}`,
    {
      headers: { [IDEMPOTENCY_HEADER]: `e2e-bank-${Date.now()}` },
      data: { acceptedTerms: { termsUrl: null } },
    },
  );
  if (!response.ok()) throw new Error(`request to pay: ${response.status()}`);
  return (await response.json()) as RedirectResponse;
}

/** The bank decides by itself (the sandbox's settle call), as a bank app elsewhere would. */
export async function bankDecides(
  request: APIRequestContext,
  redirectUrl: string,
  status: 'SUCCESS' | 'REFUSED',
): Promise<void> {
  const paymentId = new URL(redirectUrl).pathname.split('/').pop() ?? '';
  const response = await request.post(
    `${E2E.gatewayOrigin}/v1/sandbox/payments/${paymentId}/settle`,
    { headers: { authorization: `Bearer ${E2E.gatewayApiKey}` }, data: { status } },
  );
  if (!response.ok()) throw new Error(`settle: ${response.status()}`);
}
