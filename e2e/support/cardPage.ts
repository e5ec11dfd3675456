import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { CHALLENGE_CODE } from '@paypage/contract/sandboxTestCards';
import type { TestCard } from '@paypage/contract/sandboxTestCards';
import { openCardSession, payByCard, tokeniseCard } from './cardApi';
import { expect, expectNoAxeViolations, expectNoHorizontalOverflow } from './fixtures';
import { createLink, getLink } from './merchantApi';

/** The gateway's card form, in its frame on the card page (named by the frame's title). */
export const cardForm = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title="Card details"]');

/** From the landing page to the card page, as a shopper does: choose card, accept, continue. */
export async function goToCardPage(page: Page, uuid: string): Promise<void> {
  await page.goto(`/uuid/${uuid}`);
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  const terms = page.getByRole('checkbox', { name: /I accept the terms/ });
  if (await terms.count()) await terms.check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Credit or debit card' })).toBeVisible();
}

/** Types a card into the hosted form: any future expiry, a CVC of the brand's length. */
export async function typeCard(page: Page, number: string, holder = 'Ana Example'): Promise<void> {
  const form = cardForm(page);
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await form.getByLabel('Security code (CVC)').fill(/^3[47]/.test(number) ? '1234' : '123');
  await form.getByLabel('Name on card').fill(holder);
}

/** The bank's challenge frame: answers with the code (1234 passes, anything else fails). */
export async function answerChallenge(page: Page, code = CHALLENGE_CODE): Promise<void> {
  const bank = page.frameLocator('iframe[title="Security check by your bank"]');
  await bank.getByLabel('One-time code').fill(code);
  await bank.getByRole('button', { name: 'Confirm' }).click();
}

export const needsChallenge = (card: TestCard) =>
  card.outcome === 'challenge' ||
  card.outcome === 'fingerprint-then-challenge' ||
  card.outcome === 'challenge-failed';

/** Where a card payment ends: the success or the failure page. */
export async function expectPaymentResult(page: Page, succeeds: boolean): Promise<void> {
  if (succeeds) {
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({
      timeout: 20_000,
    });
    // The result page names the payment it is about (issue 21): it read it before it spoke.
    await expect(page).toHaveURL(/\/success\?transaction=tx_[^&]+$/);
  } else {
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(/\/failure\?variant=retry&transaction=tx_[^&]+$/);
  }
}

/**
 * Test cards whose flows look different on the page: frictionless, the bank's challenge (1234)
 * and a refusal. Specs run these at both widths and the other cards at 1280 px only.
 */
export const CARDS_AT_EVERY_WIDTH = ['4242424242424242', '4000000000003220', '4000000000000002'];

export const payNow = (page: Page) => page.getByRole('button', { name: /^Pay [A-Z]{3}\s[\d.,]+$/ });

/**
 * A test card typed into the gateway's form on the card page, from the landing page to the
 * result page: frictionless, device check, challenge (1234) or refusal, charged once or never.
 */
export async function payWithNewCard(page: Page, card: TestCard): Promise<void> {
  const link = await createLink({ amount: 1250 });
  await goToCardPage(page, link.uuid);
  await typeCard(page, card.number);
  await expectNoHorizontalOverflow(page);
  await payNow(page).click();
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
}

/** A consumer of the demo merchant with saved cards, made as a shopper would: by paying once. */
export async function consumerWithSavedCards(
  request: APIRequestContext,
  numbers: string[],
): Promise<string> {
  const consumerReference = `e2e-saved-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  for (const number of numbers) {
    const link = await createLink({ consumerReference });
    const token = await openCardSession(request, link.uuid);
    const cardToken = await tokeniseCard(request, token, number);
    const paid = await payByCard(request, link.uuid, { cardToken });
    expect(((await paid.json()) as { status: string }).status).toBe('COMPLETED');
  }
  return consumerReference;
}

/**
 * A card whose payments pass through 3-D Secure: saved by a first payment on one link, then paid
 * again as a saved card on the next, through 3-D Secure again.
 */
export async function payTwiceAsSavedCard(
  page: Page,
  request: APIRequestContext,
  card: TestCard,
): Promise<void> {
  const consumerReference = await consumerWithSavedCards(request, []);
  const link = await createLink({ consumerReference });
  await goToCardPage(page, link.uuid);
  await typeCard(page, card.number);
  await payNow(page).click();
  if (needsChallenge(card)) await answerChallenge(page);
  await expectPaymentResult(page, true);

  const second = await createLink({ consumerReference });
  await goToCardPage(page, second.uuid);
  const lastFour = card.number.slice(-4);
  await expect(
    page.getByRole('radio', { name: new RegExp(`ending in ${lastFour}`) }),
  ).toBeChecked();
  // A device check alone may be over before a look at the page: the address tells.
  const throughThreeDSecure = page.waitForURL(/\/card-challenge\?/);
  await payNow(page).click();
  await throughThreeDSecure;
  if (needsChallenge(card)) {
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await answerChallenge(page);
  }
  await expectPaymentResult(page, true);
  expect((await getLink(second.uuid)).transactions.map((tx) => tx.status)).toEqual(['COMPLETED']);
}
