import type { Locator, Page } from '@playwright/test';
import { E2E } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { getLink } from '../support/merchantApi';
import {
  createSepaLink,
  fillMandate,
  giveMandate,
  goToSepaPage,
  sandboxIban,
} from '../support/sepaPage';

/**
 * Every SEPA flow with the keyboard alone, failures included, and the one-charge checks of the
 * card (double click, two tabs, two browsers). The screens are seen at 375 px in sepa-page.
 */

/** Tab (forwards) until the element has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, presses = 25): Promise<void> {
  for (let pressed = 0; pressed < presses; pressed++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Landing page → SEPA page with the keyboard: the method, the terms if any, Continue. */
async function chooseSepaByKeyboard(page: Page, uuid: string) {
  await page.goto(`/uuid/${uuid}`);
  await tabTo(page, page.getByRole('radio', { name: 'SEPA Direct Debit' }));
  await page.keyboard.press('Space');
  const terms = page.getByRole('checkbox', { name: /I accept the terms/ });
  if (await terms.count()) {
    await tabTo(page, terms);
    await page.keyboard.press('Space');
  }
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'SEPA Direct Debit' })).toBeVisible();
}

async function typeMandateByKeyboard(page: Page, iban: string) {
  await tabTo(page, page.getByRole('textbox', { name: 'Account holder' }));
  await page.keyboard.type('Kim Keyboard');
  await page.keyboard.press('Tab');
  await page.keyboard.type(iban);
}

test('a new mandate by keyboard: a wrong IBAN, a rejected debit, then a debit that is taken', async ({
  page,
}) => {
  const link = await createSepaLink();
  await chooseSepaByKeyboard(page, link.uuid);
  await typeMandateByKeyboard(page, 'DE89370400440532013001');
  await page.keyboard.press('Tab');
  const iban = page.getByRole('textbox', { name: 'IBAN' });
  await expect(iban).toHaveAccessibleDescription(
    'The IBAN entered is not valid. Please check your entry.',
  );
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(sandboxIban('rejected', 'AG01'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(
    page.getByText('Your bank or card issuer declined the payment. Nothing was charged.'),
  ).toBeVisible();
  expect((await getLink(link.uuid)).transactions[0]).toMatchObject({
    status: 'REFUSED',
    refusalReason: 'AG01',
  });

  // "Try again" returns to the SEPA page itself, the terms accepted in this visit kept.
  await tabTo(page, page.getByRole('link', { name: 'Try again' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/uuid/${link.uuid}/sepa-dd$`));
  await expect(page.getByRole('heading', { level: 1, name: 'SEPA Direct Debit' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /I accept the terms/ })).toHaveCount(0);
  await typeMandateByKeyboard(page, sandboxIban('settles'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  expect((await getLink(link.uuid)).transactions.map((tx) => tx.status)).toEqual([
    'REFUSED',
    'PENDING',
  ]);
});

test('saved mandates by keyboard: a failed delete, a delete, then one selected for a subscription', async ({
  page,
  request,
}) => {
  const consumerReference = `e2e-sepa-keys-${Date.now()}`;
  const first = await createSepaLink({ consumerReference });
  await giveMandate(request, first, sandboxIban('settles'));
  await giveMandate(request, first, sandboxIban('waits'));
  const link = await createSepaLink({ consumerReference, amount: 0, isSubscription: true });
  await chooseSepaByKeyboard(page, link.uuid);
  await expect(page.getByRole('radio', { name: /IBAN ending in 3000/ })).toBeChecked();

  const deleteSecond = page.getByRole('button', {
    name: 'Delete the mandate for the IBAN ending in 3111',
  });
  await page.route('**/asset/**', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
      : route.fallback(),
  );
  await tabTo(page, deleteSecond);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete this mandate?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    'Something went wrong while deleting the mandate.',
  );
  await page.unroute('**/asset/**');

  await tabTo(page, deleteSecond);
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: /IBAN ending in 3111/ })).toHaveCount(0);

  await tabTo(page, page.getByRole('button', { name: 'Select mandate' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Direct debit mandate selected' })).toBeVisible();
  expect((await getLink(link.uuid)).transactions).toEqual([]);
});

test('an amount of 0 by keyboard: a new mandate is authorised, nothing is collected', async ({
  page,
}) => {
  const link = await createSepaLink({ amount: 0, isSubscription: true });
  await chooseSepaByKeyboard(page, link.uuid);
  await typeMandateByKeyboard(page, sandboxIban('settles'));
  await tabTo(page, page.getByRole('button', { name: 'Authorize mandate' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Direct debit mandate created' })).toBeVisible();
  const stored = await getLink(link.uuid);
  expect([stored.status, stored.transactions.map((tx) => tx.status)]).toEqual([
    'CONSUMED',
    ['AUTHORIZED'],
  ]);
});

test('debits once: a double click, and the same link in two browsers (the later told by keyboard)', async ({
  page,
  browser,
}) => {
  const clicked = await createSepaLink();
  await goToSepaPage(page, clicked.uuid);
  await fillMandate(page, sandboxIban('waits'));
  await page.getByRole('button', { name: /^Pay [A-Z]{3}\s[\d.,]+$/ }).dblclick();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  expect((await getLink(clicked.uuid)).transactions).toHaveLength(1);

  const link = await createSepaLink();
  const other = await browser.newContext({ viewport: page.viewportSize(), baseURL: E2E.appOrigin });
  const second = await other.newPage();
  await goToSepaPage(page, link.uuid);
  await goToSepaPage(second, link.uuid);
  await fillMandate(page, sandboxIban('waits'));
  await fillMandate(second, sandboxIban('settles'), 'Bo Browser');
  await page.getByRole('button', { name: /^Pay [A-Z]{3}\s[\d.,]+$/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await tabTo(second, second.getByRole('button', { name: /^Pay [A-Z]{3}\s[\d.,]+$/ }));
  await second.keyboard.press('Enter');
  await expect(second.getByRole('heading', { name: 'Processing payment' })).toBeVisible();
  expect((await getLink(link.uuid)).transactions).toHaveLength(1);
  await other.close();
});

test('debits once with the link open in two tabs: the second is told to use the first', async ({
  browser,
  viewport,
}) => {
  const context = await browser.newContext({ viewport, hasTouch: false, baseURL: E2E.appOrigin });
  const page = await context.newPage();
  const link = await createSepaLink();
  await goToSepaPage(page, link.uuid);
  const secondTab = await context.newPage();
  await secondTab.goto(`/uuid/${link.uuid}/sepa-dd`);
  await expect(secondTab.getByRole('heading', { name: 'Attention' })).toBeVisible();
  await expect(secondTab.getByRole('button', { name: /^Pay [A-Z]{3}\s[\d.,]+$/ })).toHaveCount(0);
  await fillMandate(page, sandboxIban('settles'));
  await page.getByRole('button', { name: /^Pay [A-Z]{3}\s[\d.,]+$/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await secondTab.reload();
  await expect(secondTab.getByRole('heading', { name: 'Processing payment' })).toBeVisible();
  expect((await getLink(link.uuid)).transactions).toHaveLength(1);
  await context.close();
});
