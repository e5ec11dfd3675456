import {
  composeIBAN,
  friendlyFormatIBAN,
  isSEPACountry,
  isValidIBAN,
  validateIBAN,
  ValidationErrorsIBAN,
} from 'ibantools';

/**
 * IBANs, structured creditor references (RF) and SEPA creditor identifiers, for the page, the
 * service and the gateway alike, so all three print, mask and check them the same way. Kept
 * free of TypeBox: the page's SEPA and payment-slip chunks import it.
 *
 * An IBAN's country lengths, national formats and check digits come from ibantools, a
 * maintained copy of the IBAN registry, not from tables of our own. ibantools knows nothing of
 * the creditor reference (ISO 11649) or the creditor identifier (EPC262-08); both use the
 * IBAN's check-digit scheme, ISO 7064 MOD 97-10, which is the one piece of arithmetic kept here.
 */

/** ISO 13616: at most 34 characters, country code and check digits included. */
export const IBAN_MAX_LENGTH = 34;
/** The shortest IBAN of any country (Norway: 15). */
const IBAN_MIN_LENGTH = 15;

/**
 * The electronic form of an IBAN, a creditor reference or a BIC: upper case, letters and digits
 * only (what a shopper types may hold spaces, dashes or dots).
 */
export function compact(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The printed form of an IBAN or a creditor reference: groups of four. */
export function inGroupsOfFour(value: string): string {
  return friendlyFormatIBAN(compact(value)) ?? '';
}

/** SPEC §5's display rule for a typed IBAN: printed in groups of four, never past 34 characters. */
export function formatIban(value: string): string {
  return inGroupsOfFour(compact(value).slice(0, IBAN_MAX_LENGTH));
}

/**
 * SPEC §3: only the last four characters of an IBAN are shown outside the gateway; the country
 * code stays (it is not part of the account number) and the length is kept:
 * DE****************3000. A domestic account number (a UK sort code and account, say) has no
 * country code, so only its last four characters show: ****5678.
 */
export function maskIban(iban: string): string {
  const account = compact(iban);
  const country = /^[A-Z]{2}/.test(account) ? account.slice(0, 2) : '';
  const hidden = Math.max(account.length - country.length - 4, 0);
  return `${country}${'*'.repeat(hidden)}${account.slice(-4)}`;
}

/**
 * SPEC §5's three problems of an IBAN a payer gives for a direct debit, in order: missing; the
 * wrong length for its country (or for any country, when the country is unknown); otherwise
 * not a valid IBAN of a SEPA country (format, ISO 13616 check digits, a national check, or a
 * country outside SEPA).
 */
export function ibanProblem(value: string): 'required' | 'length' | 'invalid' | undefined {
  const iban = compact(value);
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

/** Whether `value` (printed or electronic) is an IBAN of its country: length, format, check digits. */
export function isValidIban(value: string): boolean {
  return isValidIBAN(compact(value));
}

/** The IBAN of `country` (two letters) and national account number `bban`, check digits made. */
export function ibanOf(country: string, bban: string): string {
  const iban = composeIBAN({ countryCode: country.toUpperCase(), bban: compact(bban) });
  if (!iban) throw new Error(`${bban} is not an account number of ${country}`);
  return iban;
}

/** ISO 7064 MOD 97-10 of a string of digits, of any length (taken seven digits at a time). */
export function mod97(digits: string): number {
  if (!/^[0-9]+$/.test(digits)) throw new Error('mod97 takes digits only');
  let remainder = 0;
  for (let start = 0; start < digits.length; start += 7) {
    remainder = Number(`${remainder}${digits.slice(start, start + 7)}`) % 97;
  }
  return remainder;
}

/** ISO 13616, ISO 11649 and EPC262-08 read letters as numbers: A = 10 … Z = 35. */
function asDigits(value: string): string {
  return [...value.toUpperCase()]
    .map((char) => (/[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char))
    .join('');
}

/** The two check digits that make `prefix` + digits + `rest` valid (prefix moved to the end). */
function checkDigits(prefix: string, rest: string): string {
  return String(98 - mod97(asDigits(`${rest}${prefix}00`))).padStart(2, '0');
}

/** ISO 11649: at most 21 characters after RF and the check digits. */
const CREDITOR_REFERENCE_BODY_MAX = 21;

/** The structured creditor reference for `body` (digits and letters): RF + check digits + body. */
export function creditorReference(body: string): string {
  const reference = compact(body);
  if (reference === '' || reference.length > CREDITOR_REFERENCE_BODY_MAX) {
    throw new Error('A creditor reference holds 1 to 21 letters or digits');
  }
  return `RF${checkDigits('RF', reference)}${reference}`;
}

/** Whether `value` (printed or electronic) is a structured creditor reference with good check digits. */
export function isCreditorReference(value: string): boolean {
  const reference = compact(value);
  return (
    /^RF[0-9]{2}[A-Z0-9]{1,21}$/.test(reference) &&
    mod97(asDigits(`${reference.slice(4)}${reference.slice(0, 4)}`)) === 1
  );
}

/**
 * The SEPA creditor identifier (EPC262-08): country code, two check digits, a three-character
 * creditor business code (ZZZ when unused) and the national identifier, at most 35 in all. The
 * check digits are MOD 97-10 over the national identifier followed by the country code and 00,
 * with the business code left out, as an IBAN's are.
 */
const CREDITOR_ID = /^([A-Z]{2})([0-9]{2})([A-Z0-9]{3})([A-Z0-9]{1,28})$/;

export function isValidCreditorId(value: string): boolean {
  const match = CREDITOR_ID.exec(value);
  if (!match) return false;
  const [, country = '', check = '', , national = ''] = match;
  return checkDigits(country, national) === check;
}
