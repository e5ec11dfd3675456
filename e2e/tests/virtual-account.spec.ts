import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  test,
} from '../support/fixtures';
import { E2E } from '../support/environment';
import { chooseMethod, expireAccount, issuedAccountNumber } from '../support/koreaPages';
import { createLink } from '../support/merchantApi';

/**
 * The virtual account end to end on a Korean page: the account issued with its details to
 * copy, a transfer from the sandbox bank in another tab (the number pasted, as from a banking
 * app), and the page that sees the deposit by itself.
 */
test('issues an account on a Korean page, sees the transfer arrive, and shows success', async ({
  page,
}) => {
  const link = await createLink({
    amount: 55000,
    currency: 'KRW',
    locale: 'ko_KR',
    paymentMethods: ['VIRTUALACCOUNT'],
    merchantReference: 'ORDER-1001',
  });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: E2E.appOrigin,
  });
  await chooseMethod(page, link.uuid, /가상계좌/);
  const issue = page.getByRole('button', { name: '가상계좌 발급받기' });
  await expect(issue).toBeVisible();
  await expectNoAxeViolations(page);
  await issue.click();

  await expect(
    page.getByRole('heading', { name: '아래 계좌로 금액을 이체하십시오' }),
  ).toBeVisible();
  const accountNumber = await issuedAccountNumber(link.uuid);
  await expect(page.getByText(accountNumber, { exact: true })).toBeVisible();
  await expect(page.getByText('ORDER-1001', { exact: true })).toBeVisible();
  for (const label of ['은행명', '계좌번호', '예금주', '참조번호']) {
    await expect(page.getByRole('button', { name: `${label} 복사` })).toBeVisible();
  }
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '계좌번호 복사' }).click();
  await expect(page.getByText('계좌번호 복사됨')).toBeVisible();

  // The shopper's bank, in another tab: the number pasted, the exact amount sent.
  const bank = await page.context().newPage();
  await bank.goto(`${E2E.gatewayOrigin}/hosted/virtual-accounts`);
  const number = bank.getByLabel('Account number');
  await number.focus();
  await bank.keyboard.press('ControlOrMeta+V');
  await expect(number).toHaveValue(accountNumber);
  await bank.getByRole('button', { name: 'Continue' }).click();
  await expectNoHorizontalOverflow(bank);
  await expectNoAxeViolations(bank);
  await bank.getByRole('button', { name: /이체하기$/ }).click();
  await expect(bank.getByRole('heading', { name: '이체가 완료되었습니다' })).toBeVisible();
  await bank.close();

  // No reload: the page learns of the deposit by itself.
  await expect(page.getByRole('heading', { name: '결제 완료' })).toBeVisible({
    timeout: 20_000,
  });
});

test('says by itself that an account has expired, and lets the shopper start over', async ({
  page,
}) => {
  const link = await createLink({
    amount: 55000,
    currency: 'KRW',
    paymentMethods: ['VIRTUALACCOUNT'],
  });
  await chooseMethod(page, link.uuid, 'Virtual account (Korean bank transfer)');
  await page.getByRole('button', { name: 'Get account details' }).click();
  await expect(
    page.getByRole('heading', { name: 'Transfer the amount to this account' }),
  ).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);

  await expireAccount(await issuedAccountNumber(link.uuid));
  const expired = page.getByRole('heading', { name: 'This virtual account has expired' });
  await expect(expired).toBeVisible({ timeout: 20_000 });
  await expect(expired).toBeFocused();
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Choose a payment method' }).click();
  await expect(
    page.getByRole('radio', { name: 'Virtual account (Korean bank transfer)' }),
  ).toBeVisible();
});
