import type { MandateScheme } from '../paymentSettings';

/**
 * SEPA Direct Debit rules that the page, the service and the gateway all apply, so that all
 * three agree on what is valid. Kept free of TypeBox (the page's SEPA chunk imports it); the
 * IBAN's rules are in ../iban, beside the payment slip's.
 */

/** SEPA direct debits are in euro only (SEPA Core and B2B rulebooks). */
export const SEPA_CURRENCY = 'EUR';

/** SPEC §5: an account holder name has 1 to 70 characters. */
export const ACCOUNT_HOLDER_MAX_LENGTH = 70;

/**
 * Letters of any script and their marks (banks transliterate them into the SEPA character
 * set), digits (a company's name may have them), spaces and the SEPA set's punctuation
 * / - ? : ( ) . , ' + plus & and the typographic apostrophe. Anything else (@, ", ;, emoji …)
 * is not a name.
 */
export const ACCOUNT_HOLDER_PATTERN = /^[\p{L}\p{M}0-9 '’\-.,/?:()+&]+$/u;

export type AccountHolderProblem = 'required' | 'length' | 'characters';

/** Characters as the shopper sees them (an ä or an emoji counts once). */
const lengthOf = (value: string) => [...value.trim()].length;

export function accountHolderProblem(value: string): AccountHolderProblem | undefined {
  const name = value.trim();
  if (name === '') return 'required';
  if (lengthOf(name) > ACCOUNT_HOLDER_MAX_LENGTH) return 'length';
  if (!ACCOUNT_HOLDER_PATTERN.test(name)) return 'characters';
  return undefined;
}

/** SPEC §9: the business-to-business variant is detected from the link's mandate scheme. */
export function isB2bScheme(scheme: MandateScheme | undefined): boolean {
  return scheme === 'SEPADD_B2B' || scheme === 'SEPADDB2B';
}

/** SPEC §9: the core mandate's refund right, in weeks from the debit date. */
export const CORE_REFUND_WEEKS = 8;
