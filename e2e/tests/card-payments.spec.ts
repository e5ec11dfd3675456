import { TEST_CARDS } from '@paypage/contract/sandboxTestCards';
import { CARDS_AT_EVERY_WIDTH, payWithNewCard } from '../support/cardPage';
import { test } from '../support/fixtures';

/**
 * Cards whose flows look different on the page, at both widths (CARDS_AT_EVERY_WIDTH). Every
 * other test card runs at 1280 px only (card-payments-desktop.spec.ts): its screens are these.
 */
test.describe('paying with a new card', () => {
  for (const card of TEST_CARDS.filter((c) => CARDS_AT_EVERY_WIDTH.includes(c.number))) {
    test(`${card.number} (${card.outcome}) ends in ${card.succeeds ? 'success' : 'failure'}`, async ({
      page,
    }) => {
      await payWithNewCard(page, card);
    });
  }
});
