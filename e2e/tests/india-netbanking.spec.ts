import { expectPaymentResult } from '../support/cardPage';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  test,
} from '../support/fixtures';
import { getLink } from '../support/merchantApi';
import { keepTheRedirectNotice } from '../support/redirectNotice';
import {
  acceptTermsWithKeyboard,
  indianLink,
  pressWithKeyboard,
  tabTo,
  typeContact,
} from '../support/waitingPayments';

/**
 * Netbanking (issue 11): the page, its problems, the redirect notice, the sandbox bank's page
 * and the way back, with the keyboard alone, at both widths; axe on every screen.
 */
test('netbanking: form, bank page and result with the keyboard alone', async ({ page }) => {
  // Four screens scanned by axe and the redirect notice's countdown: past 30 s once on a busy
  // two-core machine.
  test.slow();
  const link = await indianLink(['NETBANKING']);
  await page.goto(`/uuid/${link.uuid}/netbanking`);
  await expect(page.getByRole('heading', { name: 'Pay by netbanking' })).toBeVisible();
  await expect(page.getByText(/INR\s2,499\.00/)).toBeVisible();
  // Submitting empty says what is missing and focuses the bank.
  await pressWithKeyboard(page, page.getByRole('button', { name: 'Continue to your bank' }));
  const bank = page.getByRole('combobox', { name: 'Your bank' });
  await expect(bank).toBeFocused();
  await expect(page.getByText('Please enter your phone number.')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);

  await page.keyboard.type('HDFC');
  await expect(bank).toHaveValue('HDFC');
  await typeContact(page);
  // Opened directly, the page asks for the terms: nothing starts until they are ticked.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('checkbox', { name: /I accept the terms/ })).toBeFocused();
  await expect(page.getByText('Please accept the terms and conditions to continue.')).toBeVisible();
  await acceptTermsWithKeyboard(page);
  const letGo = await keepTheRedirectNotice(page);
  await pressWithKeyboard(page, page.getByRole('button', { name: 'Continue to your bank' }));
  await expect(page.getByRole('heading', { name: 'You are being redirected' })).toBeVisible();
  await expectNoAxeViolations(page);
  await tabTo(page, page.getByRole('link', { name: 'Continue to HDFC Bank now' }));
  letGo();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Sandbox Bank', level: 1 })).toBeVisible();
  await expect(page.getByText('₹2,499.00')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await pressWithKeyboard(page, page.getByRole('button', { name: 'Approve payment' }));

  await expectPaymentResult(page, true);
  const stored = await getLink(link.uuid);
  expect(stored.status).toBe('CONSUMED');
  expect(stored.transactions).toEqual([
    expect.objectContaining({
      paymentMethod: 'NETBANKING',
      status: 'COMPLETED',
      details: expect.objectContaining({ bank: 'HDFC' }),
    }),
  ]);
});

test('PhonePe: declined at PhonePe, the link can be paid again', async ({ page }) => {
  const link = await indianLink(['PHONEPE']);
  await page.goto(`/uuid/${link.uuid}/phonepe`);
  await expect(page.getByRole('heading', { name: 'Pay with PhonePe' })).toBeVisible();
  await typeContact(page);
  await acceptTermsWithKeyboard(page);
  const letGo = await keepTheRedirectNotice(page);
  await pressWithKeyboard(page, page.getByRole('button', { name: 'Continue to PhonePe' }));
  await tabTo(page, page.getByRole('link', { name: 'Continue to PhonePe now' }));
  letGo();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'PhonePe', level: 1 })).toBeVisible();
  await pressWithKeyboard(page, page.getByRole('button', { name: 'Decline' }));
  await expectPaymentResult(page, false);
  await expectNoAxeViolations(page);
  expect((await getLink(link.uuid)).status).toBe('VALID');
}); // prettier-ignore
