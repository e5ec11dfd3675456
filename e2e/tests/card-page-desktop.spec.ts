import { TEST_CARDS } from '@paypage/contract/sandboxTestCards';
import { payTwiceAsSavedCard } from '../support/cardPage';
import { test } from '../support/fixtures';

/**
 * Every card whose payments pass through 3-D Secure and succeed, saved by a first payment and
 * paid again as a saved card, at 1280 px (the challenge card runs at both widths in
 * card-page.spec.ts).
 */
test.describe('saved cards', () => {
  for (const card of TEST_CARDS.filter(
    (c) => c.succeeds && c.outcome !== 'frictionless' && c.number !== '4000000000003220',
  )) {
    test(`a saved ${card.number} (${card.outcome}) pays through 3-D Secure again`, async ({
      page,
      request,
    }) => {
      if (card.outcome === 'method-timeout') test.slow();
      await payTwiceAsSavedCard(page, request, card);
    });
  }
});
