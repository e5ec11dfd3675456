import { TEST_CARDS } from '@paypage/contract/sandboxTestCards';
import {
  answerChallenge,
  cardForm,
  goToCardPage,
  needsChallenge,
  payNow,
  typeCard,
} from '../support/cardPage';
import { openCardSession, payByCard, tokeniseCard } from '../support/cardApi';
import { expect, test } from '../support/fixtures';
import { createLink, getLink } from '../support/merchantApi';

/**
 * Issue 21: a refusal says why and keeps the way. Every refusing test card, typed on the card
 * page, ends on the failure page with its reason in the shopper's words; "Try again" goes back to
 * the card page with the terms accepted and the holder's name kept. The same reasons in German,
 * for payments made below the browser and the failure page opened after them.
 */
const WHY: Record<string, { en: string; de: RegExp }> = {
  '4000000000000002': {
    en: 'Your bank or card issuer declined the payment. Nothing was charged.',
    de: /abgelehnt/,
  },
  '4000000000009995': {
    en: 'There is not enough money available on your card or account for this payment. Nothing was charged.',
    de: /nicht genug|nicht ausreichend|Deckung|Guthaben/i,
  },
  '4000000000000069': {
    en: 'Your card has expired. Please pay with another card or another payment method.',
    de: /abgelaufen/,
  },
  '4000000000006975': {
    en: 'This payment is over the spending limit of your card or account. Nothing was charged.',
    de: /Limit/i,
  },
  '4000000000009979': {
    en: 'Your card or account is blocked. Please contact your bank, or choose another payment method.',
    de: /gesperrt/,
  },
  '4000000000000119': {
    en: 'Your bank could not be reached just now. Nothing was charged. Please try again in a few minutes.',
    de: /nicht erreich/,
  },
  '4000000000003139': {
    en: 'Your bank could not confirm that it was you. Please try again and confirm the payment with your bank.',
    de: /bestätig/,
  },
};

const REFUSING = TEST_CARDS.filter((card) => !card.succeeds);

test('every refusing test card has a reason text', () => {
  expect(REFUSING.map((card) => card.number).sort()).toEqual(Object.keys(WHY).sort());
});

/** Typed on the page: a plain refusal, and one after the bank's challenge. */
const TYPED = new Set(['refused', 'challenge-failed']);

for (const card of REFUSING.filter((c) => TYPED.has(c.outcome))) {
  test(`${card.description}: the reason, then Try again on the card page, terms accepted`, async ({
    page,
  }) => {
    const link = await createLink({ amount: 1250 });
    await goToCardPage(page, link.uuid);
    await typeCard(page, card.number, 'Ana Example');
    await payNow(page).click();
    if (needsChallenge(card)) await answerChallenge(page);
    await expect(page.getByText(WHY[card.number]?.en ?? '')).toBeVisible({ timeout: 20_000 });
    expect((await getLink(link.uuid)).status).toBe('VALID');

    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Credit or debit card' }),
    ).toBeVisible();
    // Accepted in this visit: the line is not asked again, and paying is not held back.
    await expect(page.getByRole('checkbox', { name: /I accept the terms/ })).toHaveCount(0);
    await expect(cardForm(page).getByLabel('Name on card')).toHaveValue('Ana Example');
  });
}

// The other refusals look the same on the page but for their words: each card is paid below the
// browser and its failure page opened, in one page.
test('every other refusing card: its reason on the failure page, with Try again', async ({
  page,
  request,
}) => {
  test.slow();
  for (const card of REFUSING.filter((c) => !TYPED.has(c.outcome))) {
    await test.step(card.outcome, async () => {
      const link = await createLink({ amount: 1250 });
      const token = await openCardSession(request, link.uuid);
      const cardToken = await tokeniseCard(request, token, card.number);
      const paid = await payByCard(request, link.uuid, { cardToken });
      expect(((await paid.json()) as { status: string }).status).toBe('REFUSED');
      await page.goto(`/uuid/${link.uuid}/failure`);
      await expect(page.getByText(WHY[card.number]?.en ?? '')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
    });
  }
});

test('a wrong 3-D Secure code: the reason, in English', async ({ page }) => {
  const link = await createLink({ amount: 1250 });
  await goToCardPage(page, link.uuid);
  await typeCard(page, '4000000000003220');
  await payNow(page).click();
  await answerChallenge(page, '9999');
  await expect(page.getByText(WHY['4000000000003139']?.en ?? '')).toBeVisible({
    timeout: 20_000,
  });
});

test('the reasons in German, on the failure page after a refused payment', async ({
  page,
  request,
}) => {
  for (const card of REFUSING.filter((c) => c.outcome !== 'challenge-failed')) {
    const link = await createLink({ amount: 1250, locale: 'de_DE' });
    const token = await openCardSession(request, link.uuid);
    const cardToken = await tokeniseCard(request, token, card.number);
    const paid = await payByCard(request, link.uuid, { cardToken });
    expect(((await paid.json()) as { status: string }).status).toBe('REFUSED');
    await page.goto(`/uuid/${link.uuid}/failure`);
    await expect(page.getByText(WHY[card.number]?.de ?? /never/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Erneut versuchen' })).toBeVisible();
  }
});
