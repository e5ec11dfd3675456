import type { SepaTextKey } from './sepaTexts';

/** What the button does, in SPEC §9's words; `none` hides it. */
export type SepaAction = 'pay' | 'authorize' | 'select' | 'none';

/** 'pay' names the amount instead (lib/payments/payAmountLabel). */
export const ACTION_LABELS: Record<Exclude<SepaAction, 'none' | 'pay'>, SepaTextKey> = {
  authorize: 'sepa.authorizeMandate',
  select: 'sepa.selectMandate',
};

/**
 * SPEC §9: 'pay now' for an amount; with an amount of 0 a new mandate is authorised and a saved
 * one selected, and the saved-mandate button is hidden unless the link is a subscription (a
 * mandate chosen for nothing to pay, now or later, would do nothing).
 */
export function sepaActionOf(input: {
  amount: number;
  isSubscription: boolean;
  savedMandateSelected: boolean;
}): SepaAction {
  if (input.amount > 0) return 'pay';
  if (!input.savedMandateSelected) return 'authorize';
  return input.isSubscription ? 'select' : 'none';
}
