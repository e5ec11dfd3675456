import type { FrameLocator, Page } from '@playwright/test';
import { CHALLENGE_CODE } from '@paypage/contract/sandboxTestCards';
import type { TestCard } from '@paypage/contract/sandboxTestCards';
import { expect } from './fixtures';

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
    await expect(page).toHaveURL(/\/success$/);
  } else {
    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(/\/failure\?variant=retry$/);
  }
}
