/**
 * Payment slip facts that the page, the service and the gateway share (decision record 0023).
 * Kept free of TypeBox: the page's payment-slip chunk imports it. The slip's IBAN and its
 * structured creditor reference (ISO 11649, "RF" + two check digits + up to 21 characters) are
 * made, printed and checked by ../iban.
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

/** The refusal reason of a slip whose transfer did not arrive by its due date. */
export const SLIP_NOT_RECEIVED_REASON = 'EXPIRED';

/** How long a slip waits for its transfer, unless the link ends sooner (decision record 0023). */
export const SLIP_DUE_DAYS = 7;
