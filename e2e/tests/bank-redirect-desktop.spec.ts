import {
  BANK_METHODS,
  bankLink,
  expectOutcome,
  keyboardDecide,
  keyboardToBank,
  keyboardToMethodPage,
  tabTo,
} from '../support/bankRedirect';
import type { BankMethod } from '../support/bankRedirect';
import { expect, test } from '../support/fixtures';
import { getLink } from '../support/merchantApi';

const METHODS = Object.keys(BANK_METHODS) as BankMethod[];

/** What the failure page tells the shopper of each bank's refusal (results/i18n/en.json). */
const REFUSAL_TEXTS: Record<string, string> = {
  AM04: 'There is not enough money available on your card or account for this payment. Nothing was charged.',
  INSUFFICIENT_FUNDS:
    'There is not enough money available on your card or account for this payment. Nothing was charged.',
  BANK_REJECTED: 'Your bank or card issuer declined the payment. Nothing was charged.',
};

/**
 * A decline and a cancellation, with the keyboard alone: the bank sends the shopper back, the
 * page finds out the payment failed, says why and offers to try the same method again; a cancel
 * is neutral and leads back to the methods. Either way the link can be paid again. Each method
 * shows one of the two here (their screens are the ones bank-redirect.spec.ts shows at both
 * widths); every method's decline and cancel at its bank page is the gateway's tests'
 * (payments/cancelButtons.test.ts, methods/bankRedirect), and each bank's reason in the shopper's
 * words the failure page's unit tests'.
 */
const DECLINED_HERE: BankMethod[] = ['REQUEST_TO_PAY', 'TRUSTLY'];

test.describe('not paying at the bank', () => {
  for (const method of METHODS) {
    const declines = method === 'TRUSTLY' ? 'rejects' : 'declines';
    if (DECLINED_HERE.includes(method))
      test(`${BANK_METHODS[method].name}: ${declines} at the bank`, async ({ page }) => {
        const link = await bankLink(method);
        await keyboardToMethodPage(page, link.uuid, method);
        await keyboardToBank(page, method);
        await keyboardDecide(page, method, declines);
        await expectOutcome(page, 'refused');
        const refused = await getLink(link.uuid);
        expect(refused.status).toBe('VALID');
        expect(refused.transactions[0]?.status).toBe('REFUSED');
        const reason = refused.transactions[0]?.refusalReason ?? '';
        expect(reason).toMatch(/^(AM04|INSUFFICIENT_FUNDS|BANK_REJECTED)$/);
        // The reason in the shopper's words, and "Try again" back to the same method's page.
        await expect(page.getByText(REFUSAL_TEXTS[reason] ?? '')).toBeVisible();
        await tabTo(page, page.getByRole('link', { name: 'Try again' }));
        await page.keyboard.press('Enter');
        await expect(
          page.getByRole('heading', { level: 1, name: BANK_METHODS[method].name }),
        ).toBeVisible();
        await expect(page.getByRole('checkbox', { name: /I accept the terms/ })).toHaveCount(0);
      });
    else
      test(`${BANK_METHODS[method].name}: cancelled at the bank, paid on a second try`, async ({
        page,
      }) => {
        const link = await bankLink(method);
        await keyboardToMethodPage(page, link.uuid, method);
        await keyboardToBank(page, method);
        await keyboardDecide(page, method, 'cancel');
        await expectOutcome(page, 'cancelled');
        expect((await getLink(link.uuid)).transactions[0]?.refusalReason).toBe('CANCELLED');
        await tabTo(page, page.getByRole('link', { name: 'Choose another payment method' }));
        await page.keyboard.press('Enter');
        await expect(page.getByRole('heading', { name: 'Demo Shop' })).toBeVisible();
        await keyboardToMethodPage(page, link.uuid, method);
        await keyboardToBank(page, method);
        await keyboardDecide(page, method, method === 'TRUSTLY' ? 'confirms' : 'approves');
        await expectOutcome(page, 'paid');
      });
  }
});
