import { TEST_CARDS } from '@paypage/contract/sandboxTestCards';
import {
  answerChallenge,
  expectPaymentResult,
  goToCardPage,
  needsChallenge,
  typeCard,
} from '../support/cardPage';
import { expect, expectNoHorizontalOverflow, test } from '../support/fixtures';
import { createLink, getLink } from '../support/merchantApi';

/**
 * Every sandbox test card, typed into the gateway's form on the card page, from the landing page
 * to the result page, at both widths: frictionless, device check, challenge (1234), refusals.
 */
test.describe('paying with a new card', () => {
  for (const card of TEST_CARDS) {
    test(`${card.number} (${card.outcome}) ends in ${card.succeeds ? 'success' : 'failure'}`, async ({
      page,
    }) => {
      // The 3DS method card makes the page wait out its 10 s timeout.
      if (card.outcome === 'method-timeout') test.slow();
      const link = await createLink({ amount: 1250 });
      await goToCardPage(page, link.uuid);
      await typeCard(page, card.number);
      await expectNoHorizontalOverflow(page);
      await page.getByRole('button', { name: 'Pay now' }).click();
      if (needsChallenge(card)) {
        await expect(
          page.getByRole('heading', { name: 'Confirm the payment with your bank' }),
        ).toBeVisible();
        await answerChallenge(page);
      }
      await expectPaymentResult(page, card.succeeds);
      const stored = await getLink(link.uuid);
      expect(stored.status).toBe(card.succeeds ? 'CONSUMED' : 'VALID');
      const charged = stored.transactions.filter((tx) => tx.status === 'COMPLETED');
      expect(charged).toHaveLength(card.succeeds ? 1 : 0);
    });
  }

  test('a wrong code in the challenge fails the payment, and the link can be paid again', async ({
    page,
  }) => {
    const link = await createLink();
    await goToCardPage(page, link.uuid);
    await typeCard(page, '4000000000003220');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await answerChallenge(page, '0000');
    await expectPaymentResult(page, false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await goToCardPage(page, link.uuid);
    await typeCard(page, '4242424242424242');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expectPaymentResult(page, true);
  });
});
