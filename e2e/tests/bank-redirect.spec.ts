import {
  BANK_METHODS,
  bankDecides,
  bankLink,
  expectOutcome,
  keyboardDecide,
  keyboardToBank,
  keyboardToMethodPage,
  startAtTheBank,
  tabTo,
  typePayer,
} from '../support/bankRedirect';
import type { BankMethod } from '../support/bankRedirect';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalOverflow,
  test,
} from '../support/fixtures';
import type { Page } from '@playwright/test';
import { getLink } from '../support/merchantApi';

/** A new screen: nothing sideways on a phone, no axe violation. */
async function expectGoodScreen(page: Page) {
  await expectNoHorizontalOverflow(page);
  await expectNoAxeViolations(page);
}

/**
 * Every method that sends the shopper to a bank and back, paid end to end with the keyboard
 * alone at both widths: the method's page, the sandbox bank's page, and the result the bank
 * sends the shopper back to, each checked with axe. Declines and cancellations:
 * bank-redirect-desktop.spec.ts.
 */
test.describe('paying at the bank', () => {
  for (const method of ['REQUEST_TO_PAY', 'PAYBYBANK', 'ACCOUNT_TO_PAY'] as BankMethod[]) {
    test(`${BANK_METHODS[method].name}: approved at the bank, paid`, async ({ page }) => {
      const link = await bankLink(method);
      await keyboardToMethodPage(page, link.uuid, method);
      await expectGoodScreen(page);
      await keyboardToBank(page, method);
      await expectGoodScreen(page);
      await keyboardDecide(page, method, 'approves');
      if (method === 'PAYBYBANK') {
        // Back through the top-level route, which finds the link and its payment.
        await expect(page).toHaveURL(/\/uuid\/[^/]+\/mid\/tx_[^/]+\/success$/);
      }
      await expectOutcome(page, 'paid');
      await expectGoodScreen(page);
      const paid = await getLink(link.uuid);
      expect(paid.status).toBe('CONSUMED');
      expect(paid.transactions).toEqual([
        expect.objectContaining({
          paymentMethod: method,
          status: 'COMPLETED',
          details: expect.objectContaining({ bankName: expect.stringMatching(/Sandbox/) }),
        }),
      ]);
    });
  }

  test('Trustly: the form asks, the bank confirms by itself, paid', async ({ page }) => {
    const link = await bankLink('TRUSTLY');
    await keyboardToMethodPage(page, link.uuid, 'TRUSTLY');
    await tabTo(page, page.getByRole('button', { name: BANK_METHODS.TRUSTLY.button }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      'Please enter your first name.',
    );
    await expectGoodScreen(page);
    await typePayer(page);
    await expect(
      page.getByRole('heading', { level: 1, name: BANK_METHODS.TRUSTLY.bank }),
    ).toBeVisible();
    await expect(page.getByText('Ana Example · SE45')).toBeVisible();
    await expectGoodScreen(page);
    // The bank confirms 3 s after the approval, and the page, which asks how the payment stands,
    // then moves on: its later questions wait until the waiting screen has been looked at.
    let reads = 0;
    let letGo!: () => void;
    const looked = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    await page.route(`**/public/payment-link/${link.uuid}/transaction/*`, async (route) => {
      if (reads++ > 0) await looked;
      await route.fallback();
    });
    await keyboardDecide(page, 'TRUSTLY', 'confirms');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your bank is confirming the payment' }),
    ).toBeVisible();
    await expectGoodScreen(page);
    letGo();
    await expectOutcome(page, 'paid');
    expect((await getLink(link.uuid)).transactions[0]).toMatchObject({
      status: 'COMPLETED',
      details: { bankConfirmation: 'CONFIRMED', accountHolder: 'Ana Example' },
    });
  });

  test('the result page waits while the bank has not decided, then shows it', async ({
    page,
    request,
  }) => {
    const link = await bankLink('REQUEST_TO_PAY');
    const { redirectUrl, paymentUuid } = await startAtTheBank(request, link.uuid);
    // A typed (or early) return: the address says success, the payment is still open.
    await page.goto(`/uuid/${link.uuid}/mid/${paymentUuid}/success`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Checking the status of your payment…' }),
    ).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(/Still waiting for confirmation/);
    await expectGoodScreen(page);
    await bankDecides(request, redirectUrl, 'REFUSED');
    await expectOutcome(page, 'refused');
  });
});
