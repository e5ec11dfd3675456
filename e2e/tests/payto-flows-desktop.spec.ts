import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { getLink } from '../support/merchantApi';
import {
  createPayToLink,
  firstRequest,
  openBankApp,
  tabTo,
  waitingHeading,
} from '../support/payToPage';

/**
 * Every PayTo flow with the keyboard alone, on the payment page and in the sandbox banking app:
 * approved, declined (with a reload while waiting) and timed out. The screens are seen at 375 px
 * in payto-page; every mandate status at the gateway and the service in their own tests.
 */

/** Landing page → PayTo → the form filled and sent, all by keyboard. */
async function startByKeyboard(
  page: Page,
  uuid: string,
  [typed, payIdType]: readonly [string, string],
  payId: string,
  valid = true,
) {
  await page.goto(`/uuid/${uuid}`);
  await tabTo(page, page.getByRole('radio', { name: 'PayTo' }));
  await page.keyboard.press('Space');
  const terms = page.getByRole('checkbox', { name: /I accept the terms/ });
  if (await terms.count()) {
    await tabTo(page, terms);
    await page.keyboard.press('Space');
  }
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('textbox', { name: 'Account name' }));
  await page.keyboard.type('Kim Keyboard');
  await page.keyboard.press('Tab');
  const type = page.getByRole('combobox', { name: 'PayID type' });
  await expect(type).toBeFocused();
  // A closed select takes typed letters as a keyboard user chooses: the first option so named.
  await page.keyboard.type(typed);
  await expect(type).toHaveValue(payIdType);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('PayID', { exact: true })).toBeFocused();
  await page.keyboard.type(payId);
  await page.keyboard.press('Enter');
  if (valid) await expect(waitingHeading(page)).toBeVisible();
}

/** In the banking app, by keyboard: the PayID, the request, then the decision's button. */
async function decideByKeyboard(page: Page, payId: string, decision: string, outcome: string) {
  const phone = await openBankApp(page.context(), payId);
  await tabTo(phone, firstRequest(phone));
  await phone.keyboard.press('Enter');
  await tabTo(phone, phone.getByRole('button', { name: decision }));
  await phone.keyboard.press('Enter');
  await expect(phone.getByRole('heading', { name: outcome })).toBeVisible();
  await phone.close();
}

test('approved by keyboard: an email PayID, the banking app, success', async ({ page }) => {
  const link = await createPayToLink();
  await startByKeyboard(page, link.uuid, ['Email', 'EMAIL'], 'kim.approve@example.com');
  await decideByKeyboard(
    page,
    'kim.approve@example.com',
    'Approve agreement',
    'Agreement approved',
  );
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({
    timeout: 15_000,
  });
});

test('declined by keyboard, the waiting page reloaded meanwhile: the PayTo failure', async ({
  page,
}) => {
  const link = await createPayToLink();
  await startByKeyboard(page, link.uuid, ['Business', 'BUSINESS_NUMBER'], '51 824 753', false);
  const payId = page.getByLabel('PayID', { exact: true });
  await expect(payId).toBeFocused();
  await expect(payId).toHaveAccessibleDescription(
    /The business number must contain 9 to 11 digits only\./,
  );
  await page.keyboard.type(' 556');
  await page.keyboard.press('Enter');
  await expect(waitingHeading(page)).toBeVisible();
  await page.reload();
  await expect(waitingHeading(page)).toBeVisible();
  await decideByKeyboard(page, '51824753556', 'Decline', 'Agreement declined');
  await expect(page.getByRole('heading', { name: 'PayTo agreement not created' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText(/contact your local customer support/)).toBeVisible();
  const stored = await getLink(link.uuid);
  expect(stored.status).toBe('VALID');
  expect(stored.transactions[0]).toMatchObject({
    status: 'REFUSED',
    refusalReason: 'DECLINED',
    details: { mandateStatus: 'DECLINED' },
  });
});

test('timed out by keyboard: the request left in the banking app, the PayTo failure', async ({
  page,
}) => {
  const link = await createPayToLink();
  await startByKeyboard(
    page,
    link.uuid,
    ['Organisation', 'ORGANISATION_ID'],
    'Kim Keyboard Plumbing Sydney',
  );
  await decideByKeyboard(
    page,
    'Kim Keyboard Plumbing Sydney',
    'Let the request time out',
    'Agreement request timed out',
  );
  await expect(page.getByRole('heading', { name: 'PayTo agreement not created' })).toBeVisible({
    timeout: 15_000,
  });
  const stored = await getLink(link.uuid);
  expect(stored.transactions[0]).toMatchObject({
    refusalReason: 'TIMEDOUT',
    details: { mandateStatus: 'TIMEDOUT' },
  });
});
