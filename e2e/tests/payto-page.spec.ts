import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  test,
} from '../support/fixtures';
import { getLink } from '../support/merchantApi';
import {
  createPayToLink,
  firstRequest,
  goToPayToPage,
  openBankApp,
  waitingHeading,
} from '../support/payToPage';

/**
 * PayTo's screens at both widths, each with axe and the overflow check: the form with its
 * problems, the wait for the banking app, the sandbox banking app with its request, its decision
 * page and its answer, and the success the waiting page finds by itself. Keyboard flows and each
 * failure: payto-flows-desktop.
 */
test('PayTo: the form, the wait, the banking app approves, success without a reload', async ({
  page,
}, testInfo) => {
  // The banking app lists every open request for a PayID, and this test runs at both widths at
  // once: each width pays from a number of its own, so neither approves the other's request.
  const [typed, payIdSent] =
    testInfo.project.name === 'phone-375'
      ? ['0413 345 678', '+61-413345678']
      : ['0412 345 678', '+61-412345678'];
  const link = await createPayToLink({ amount: 2590 });
  await goToPayToPage(page, link.uuid);
  await page.getByRole('textbox', { name: 'Account name' }).fill('Jane Citizen');
  await page.getByLabel('PayID', { exact: true }).fill('0312 345 678');
  await page.getByRole('button', { name: /^Pay [A-Z]{3}\s[\d.,]+$/ }).click();
  const payId = page.getByLabel('PayID', { exact: true });
  await expect(payId).toHaveAttribute('aria-invalid', 'true');
  await expect(payId).toHaveAccessibleDescription(
    /The phone number must match the structure 0412\s345\s678\./,
  );
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  // As Australians type it: sent in SPEC's structure, shown masked in it.
  await payId.fill(typed);
  await page.getByRole('button', { name: /^Pay [A-Z]{3}\s[\d.,]+$/ }).click();
  await expect(waitingHeading(page)).toBeVisible();
  await expect(page.getByText(/for the PayID \+61\u20114\*\*\*\*\*678/)).toBeVisible();
  await expect(page).toHaveURL(/\/payto-transaction-created\?transactionId=tx_/);
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  const phone = await openBankApp(page.context(), payIdSent);
  await expectNoAxeViolations(phone);
  await expectNoHorizontalOverflow(phone);
  await firstRequest(phone).click();
  await expect(phone.getByRole('heading', { name: 'PayTo agreement request' })).toBeVisible();
  await expectNoAxeViolations(phone);
  await expectNoHorizontalOverflow(phone);
  await phone.getByRole('button', { name: 'Approve agreement' }).click();
  await expect(phone.getByRole('heading', { name: 'Agreement approved' })).toBeVisible();
  await expectNoAxeViolations(phone);

  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({
    timeout: 15_000,
  });
  const stored = await getLink(link.uuid);
  expect(stored.status).toBe('CONSUMED');
  expect(stored.transactions.map((tx) => [tx.paymentMethod, tx.status])).toEqual([
    ['PAYTO', 'COMPLETED'],
  ]);
  expect(stored.transactions[0]?.details).toMatchObject({
    mandateScheme: 'PAYTODD',
    mandateStatus: 'ACTIVE',
    payIdMasked: '+61-4*****678',
  });
});
