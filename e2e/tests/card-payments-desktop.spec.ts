import { TEST_CARDS } from '@paypage/contract/sandboxTestCards';
import {
  CARDS_AT_EVERY_WIDTH,
  answerChallenge,
  expectPaymentResult,
  goToCardPage,
  payNow,
  payWithNewCard,
  typeCard,
} from '../support/cardPage';
import { test } from '../support/fixtures';
import { createLink } from '../support/merchantApi';

/** Every other sandbox test card, from the landing page to the result page, at 1280 px. */
test.describe('paying with a new card', () => {
  for (const card of TEST_CARDS.filter((c) => !CARDS_AT_EVERY_WIDTH.includes(c.number))) {
    test(`${card.number} (${card.outcome}) ends in ${card.succeeds ? 'success' : 'failure'}`, async ({
      page,
    }) => {
      // The 3DS method card makes the page wait out its 10 s timeout.
      if (card.outcome === 'method-timeout') test.slow();
      await payWithNewCard(page, card);
    });
  }

  test('a wrong code in the challenge fails the payment, and the link can be paid again', async ({
    page,
  }) => {
    const link = await createLink();
    await goToCardPage(page, link.uuid);
    await typeCard(page, '4000000000003220');
    await payNow(page).click();
    await answerChallenge(page, '0000');
    await expectPaymentResult(page, false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await goToCardPage(page, link.uuid);
    await typeCard(page, '4242424242424242');
    await payNow(page).click();
    await expectPaymentResult(page, true);
  });
});
