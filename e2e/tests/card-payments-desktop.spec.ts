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
import { expect, test } from '../support/fixtures';
import { createLink } from '../support/merchantApi';

/**
 * The other 3-D Secure flows, from the landing page to the result page, at 1280 px: each shows
 * the shopper something of its own (the device check's wait, its timeout, a challenge after it).
 * The other test cards' screens are those of 4242 (a brand's frictionless payment) and 0002 (a
 * refusal), which card-payments.spec.ts types at both widths; what differs is below the browser:
 * card-api.spec.ts pays every test card through the service and the gateway, the gateway's
 * tokenise tests take every brand, and refusal-reasons-desktop.spec.ts shows each refusal's words.
 */
const SHOWS_ITS_OWN_STEP = new Set([
  'fingerprint-then-frictionless',
  'fingerprint-then-challenge',
  'method-timeout',
]);

test.describe('paying with a new card', () => {
  test('the flows of every test card are shown at some width, or stand for the others', () => {
    const typed = TEST_CARDS.filter(
      (c) => CARDS_AT_EVERY_WIDTH.includes(c.number) || SHOWS_ITS_OWN_STEP.has(c.outcome),
    ).map((c) => c.outcome);
    expect(new Set(typed)).toEqual(
      new Set(['frictionless', 'challenge', 'refused', ...SHOWS_ITS_OWN_STEP]),
    );
  });

  for (const card of TEST_CARDS.filter((c) => SHOWS_ITS_OWN_STEP.has(c.outcome))) {
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
