import { isSEPACountry, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import type { MandateScheme } from '../paymentSettings';

/**
 * SEPA Direct Debit rules that the page, the service and the gateway all apply, so that all
 * three agree on what is valid. Kept free of TypeBox (the page's SEPA chunk imports it); the
 * country lengths and check digits come from ibantools, a maintained IBAN registry, not from
 * tables of our own.
 */

/** SEPA direct debits are in euro only (SEPA Core and B2B rulebooks). */
export const SEPA_CURRENCY = 'EUR';

/** ISO 13616: at most 34 characters, country code and check digits included. */
export const IBAN_MAX_LENGTH = 34;
/** The shortest IBAN of any country (Norway: 15). */
const IBAN_MIN_LENGTH = 15;

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
export type IbanProblem = 'required' | 'length' | 'invalid';

/** Characters as the shopper sees them (an ä or an emoji counts once). */
const lengthOf = (value: string) => [...value.trim()].length;

export function accountHolderProblem(value: string): AccountHolderProblem | undefined {
  const name = value.trim();
  if (name === '') return 'required';
  if (lengthOf(name) > ACCOUNT_HOLDER_MAX_LENGTH) return 'length';
  if (!ACCOUNT_HOLDER_PATTERN.test(name)) return 'characters';
  return undefined;
}

/** SPEC §5's display rule, minus the grouping: uppercase, non-alphanumerics stripped. */
export function compactIban(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** SPEC §5: uppercase, non-alphanumerics stripped, in groups of four; never past 34 characters. */
export function formatIban(value: string): string {
  return (
    compactIban(value)
      .slice(0, IBAN_MAX_LENGTH)
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/**
 * SPEC §5's three IBAN problems, in order: missing; the wrong length for its country (or for
 * any country, when the country is unknown); otherwise not a valid IBAN of a SEPA country
 * (format, ISO 13616 check digits, a national check, or a country outside SEPA).
 */
export function ibanProblem(value: string): IbanProblem | undefined {
  const iban = compactIban(value);
  if (iban === '') return 'required';
  const { valid, errorCodes } = validateIBAN(iban);
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength)) return 'length';
  if (
    errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry) &&
    (iban.length < IBAN_MIN_LENGTH || iban.length > IBAN_MAX_LENGTH)
  ) {
    return 'length';
  }
  if (!valid || !isSEPACountry(iban.slice(0, 2))) return 'invalid';
  return undefined;
}

/**
 * SPEC §3: only the last four characters of an IBAN are ever shown; the country code stays
 * (it is not part of the account number) and the length is kept: DE****************3000.
 */
export function maskIban(iban: string): string {
  const compact = compactIban(iban);
  return `${compact.slice(0, 2)}${'*'.repeat(Math.max(compact.length - 6, 0))}${compact.slice(-4)}`;
}

/** SPEC §9: the business-to-business variant is detected from the link's mandate scheme. */
export function isB2bScheme(scheme: MandateScheme | undefined): boolean {
  return scheme === 'SEPADD_B2B' || scheme === 'SEPADDB2B';
}

/** SPEC §9: the core mandate's refund right, in weeks from the debit date. */
export const CORE_REFUND_WEEKS = 8;
