import { expect, test } from '../support/fixtures';
import {
  chooseMethodByKeyboard,
  depositInto,
  expireAccount,
  issuedAccountNumber,
  tabTo,
} from '../support/koreaPages';
import { createLink } from '../support/merchantApi';

/** The virtual account's further flows at 1280 px (virtual-account.spec.ts shows its screens). */
test('issues an account with the keyboard alone, keeps it over a reload, and sees the deposit', async ({
  page,
}) => {
  const link = await createLink({
    amount: 129000,
    currency: 'KRW',
    paymentMethods: ['CARD', 'VIRTUALACCOUNT'],
  });
  await chooseMethodByKeyboard(page, link.uuid, 'Virtual account (Korean bank transfer)');
  await tabTo(page, page.getByRole('button', { name: 'Get account details' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: 'Transfer the amount to this account' }),
  ).toBeVisible();
  const accountNumber = await issuedAccountNumber(link.uuid);
  await tabTo(page, page.getByRole('button', { name: 'Copy Account number' }));

  // The address names the payment: a reload shows the same account, and no second one opens.
  await page.reload();
  await expect(page.getByText(accountNumber, { exact: true })).toBeVisible();
  expect(await issuedAccountNumber(link.uuid)).toBe(accountNumber);

  await depositInto(accountNumber, 129000);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({
    timeout: 20_000,
  });
});

test('an account that expires is said so, and the keyboard leads on to another method', async ({
  page,
}) => {
  const link = await createLink({
    amount: 55000,
    currency: 'KRW',
    paymentMethods: ['VIRTUALACCOUNT', 'CARD'],
  });
  await chooseMethodByKeyboard(page, link.uuid, 'Virtual account (Korean bank transfer)');
  await tabTo(page, page.getByRole('button', { name: 'Get account details' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: 'Transfer the amount to this account' }),
  ).toBeVisible();
  await expireAccount(await issuedAccountNumber(link.uuid));
  const expired = page.getByRole('heading', { name: 'This virtual account has expired' });
  await expect(expired).toBeFocused({ timeout: 20_000 });
  await tabTo(page, page.getByRole('link', { name: 'Choose a payment method' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: 'Credit or debit card' })).toBeVisible();
});
