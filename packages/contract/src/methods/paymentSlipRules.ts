/**
 * Payment slip facts that the page, the service and the gateway share (decision record 0023).
 * Kept free of TypeBox: the page's payment-slip chunk imports it.
 *
 * Both check-digit schemes of a slip are ISO 7064 MOD 97-10: the IBAN's (ISO 13616) and the
 * structured creditor reference's (ISO 11649, "RF" + two check digits + up to 21 characters).
 */

/** A slip is a SEPA credit transfer (EPC069-12's QR code is one): euro only. */
export const PAYMENT_SLIP_CURRENCY = 'EUR';

/** EPC069-12: the smallest and largest amount a credit transfer QR code may carry, in cents. */
export const SLIP_MIN_AMOUNT_MINOR = 1;
export const SLIP_MAX_AMOUNT_MINOR = 99_999_999_999;

/** SPEC §5's name rules, applied to the payer's name on the slip: 1 to 70 characters. */
export const CUSTOMER_NAME_MAX_LENGTH = 70;

/**
 * Letters of any script and their marks, digits (a company's name may have them), spaces and
 * the SEPA character set's punctuation / - ? : ( ) . , ' + plus & and the typographic
 * apostrophe. Anything else (@, ", ;, <, emoji …) is not a name.
 */
export const CUSTOMER_NAME_PATTERN = "^[\\p{L}\\p{M}0-9 '’\\-.,/?:()+&]+$";
const CUSTOMER_NAME = new RegExp(CUSTOMER_NAME_PATTERN, 'u');

export type CustomerNameProblem = 'required' | 'length' | 'characters';

/** The first of SPEC §5's problems the name has: missing, too long, or not a name. */
export function customerNameProblem(value: string): CustomerNameProblem | undefined {
  const name = value.trim();
  if (name === '') return 'required';
  if ([...name].length > CUSTOMER_NAME_MAX_LENGTH) return 'length';
  if (!CUSTOMER_NAME.test(name)) return 'characters';
  return undefined;
}

/** ISO 7064 MOD 97-10 of a string of digits, of any length (taken nine digits at a time). */
export function mod97(digits: string): number {
  if (!/^[0-9]+$/.test(digits)) throw new Error('mod97 takes digits only');
  let remainder = 0;
  for (let start = 0; start < digits.length; start += 7) {
    remainder = Number(`${remainder}${digits.slice(start, start + 7)}`) % 97;
  }
  return remainder;
}

/** ISO 13616 and ISO 11649 read letters as numbers: A = 10 … Z = 35. */
function asDigits(value: string): string {
  return [...value.toUpperCase()]
    .map((char) => (/[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char))
    .join('');
}

/** The two check digits that make `prefix` + digits + `rest` valid (prefix moved to the end). */
function checkDigits(prefix: string, rest: string): string {
  return String(98 - mod97(asDigits(`${rest}${prefix}00`))).padStart(2, '0');
}

const isValidMod97 = (value: string) =>
  mod97(asDigits(`${value.slice(4)}${value.slice(0, 4)}`)) === 1;

/** Upper case, without spaces or other separators: the electronic form of an IBAN or reference. */
export function compact(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The printed form of an IBAN or a creditor reference: groups of four. */
export function inGroupsOfFour(value: string): string {
  return (
    compact(value)
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** ISO 11649: at most 21 characters after RF and the check digits. */
export const CREDITOR_REFERENCE_BODY_MAX = 21;

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
  return /^RF[0-9]{2}[A-Z0-9]{1,21}$/.test(reference) && isValidMod97(reference);
}

/** The IBAN of `country` (two letters) and national account number `bban`, check digits made. */
export function ibanOf(country: string, bban: string): string {
  const code = country.toUpperCase();
  const account = compact(bban);
  if (!/^[A-Z]{2}$/.test(code) || account === '' || account.length > 30) {
    throw new Error('An IBAN is a country code and an account number of at most 30 characters');
  }
  return `${code}${checkDigits(code, account)}${account}`;
}

/** Shape and ISO 13616 check digits (not each country's length and national check). */
export function hasIbanCheckDigits(value: string): boolean {
  const iban = compact(value);
  return /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban) && isValidMod97(iban);
}

/**
 * SPEC §3: only the last four characters of an IBAN are shown outside the gateway; the country
 * code stays and the length is kept: DE****************3000.
 */
export function maskIban(iban: string): string {
  const account = compact(iban);
  return `${account.slice(0, 2)}${'*'.repeat(Math.max(account.length - 6, 0))}${account.slice(-4)}`;
}

/** The refusal reason of a slip whose transfer did not arrive by its due date. */
export const SLIP_NOT_RECEIVED_REASON = 'EXPIRED';

/** How long a slip waits for its transfer, unless the link ends sooner (decision record 0023). */
export const SLIP_DUE_DAYS = 7;
