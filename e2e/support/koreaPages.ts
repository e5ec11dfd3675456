import type { Page } from '@playwright/test';
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
