import type { Locator, Page } from '@playwright/test';
import { E2E } from './environment';
import { expect } from './fixtures';
import { getLink } from './merchantApi';

/** From the landing page to a method's page, as a shopper does: choose, accept, continue. */
export async function chooseMethod(page: Page, uuid: string, method: string | RegExp) {
  await page.goto(`/uuid/${uuid}`);
  await page.getByRole('radio', { name: method }).check();
  const terms = page.getByRole('checkbox', { name: /I accept the terms|동의합니다/ });
  if (await terms.count()) await terms.check();
  await page.getByRole('button', { name: /^(Continue|계속)$/ }).click();
}

/** The sandbox gateway's own calls (the deposit and the deadline of a virtual account). */
async function sandboxCall(path: string, body?: unknown) {
  const response = await fetch(`${E2E.gatewayOrigin}/v1/sandbox${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${E2E.gatewayApiKey}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox ${path}: ${response.status} ${await response.text()}`);
}

export const depositInto = (accountNumber: string, amount: number) =>
  sandboxCall(`/virtual-accounts/${accountNumber}/deposits`, { amount });

export const expireAccount = (accountNumber: string) =>
  sandboxCall(`/virtual-accounts/${accountNumber}/expire`);

/** The virtual account the link's payment opened, as the merchant sees it. */
export async function issuedAccountNumber(uuid: string): Promise<string> {
  const link = await getLink(uuid);
  const number = link.transactions.at(-1)?.details?.accountNumber;
  expect(number).toMatch(/^[0-9]{14}$/);
  return String(number);
}

/** Presses Tab until `target` has the focus (the keyboard's way to it), at most `presses` times. */
export async function tabTo(page: Page, target: Locator, presses = 30): Promise<void> {
  for (let pressed = 0; pressed < presses; pressed++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** From the landing page to the method's page with the keyboard alone: the method, the terms, Continue. */
export async function chooseMethodByKeyboard(page: Page, uuid: string, method: string | RegExp) {
  await page.goto(`/uuid/${uuid}`);
  const radio = page.getByRole('radio', { name: method });
  await tabTo(page, page.getByRole('radio', { checked: true }));
  // Arrow keys move through the methods (a radio group is one stop in the tab order).
  for (let moves = 0; moves < 20 && !(await radio.isChecked()); moves++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(radio).toBeChecked();
  const terms = page.getByRole('checkbox', { name: /I accept the terms/ });
  // Accepted earlier in this visit (before a retry, say), the box is ticked already.
  if ((await terms.count()) && !(await terms.isChecked())) {
    await tabTo(page, terms);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
  }
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
}

/** The sandbox's expire call: a payment's deadline (KCP's window) comes now. */
export const expirePayment = (gatewayPaymentId: string) =>
  sandboxCall(`/payments/${gatewayPaymentId}/expire`);
