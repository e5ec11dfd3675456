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

/**
 * Each method's decline and cancellation, with the keyboard alone: the bank sends the shopper
 * back, the page finds out the payment failed and offers to try again; the link can be paid
 * again. (Their screens are the ones bank-redirect.spec.ts shows at both widths.)
 */
test.describe('not paying at the bank', () => {
  for (const method of METHODS) {
    const declines = method === 'TRUSTLY' ? 'rejects' : 'declines';
    test(`${BANK_METHODS[method].name}: ${declines} at the bank`, async ({ page }) => {
      const link = await bankLink(method);
      await keyboardToMethodPage(page, link.uuid, method);
      await keyboardToBank(page, method);
      await keyboardDecide(page, method, declines);
      await expectOutcome(page, false);
      const refused = await getLink(link.uuid);
      expect(refused.status).toBe('VALID');
      expect(refused.transactions[0]?.status).toBe('REFUSED');
      expect(refused.transactions[0]?.refusalReason).toMatch(
        /^(AM04|INSUFFICIENT_FUNDS|BANK_REJECTED)$/,
      );
    });

    test(`${BANK_METHODS[method].name}: cancelled at the bank, paid on a second try`, async ({
      page,
    }) => {
      const link = await bankLink(method);
      await keyboardToMethodPage(page, link.uuid, method);
      await keyboardToBank(page, method);
      await keyboardDecide(page, method, 'cancel');
      await expectOutcome(page, false);
      expect((await getLink(link.uuid)).transactions[0]?.refusalReason).toBe('CANCELLED');
      await tabTo(page, page.getByRole('link', { name: 'Try again' }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'Demo Shop' })).toBeVisible();
      await keyboardToMethodPage(page, link.uuid, method);
      await keyboardToBank(page, method);
      await keyboardDecide(page, method, method === 'TRUSTLY' ? 'confirms' : 'approves');
      await expectOutcome(page, true);
    });
  }
});
