/**
 * The SEPA creditor identifier (EPC262-08): country code, two check digits, a three-character
 * creditor business code (ZZZ when unused) and the national identifier, at most 35 in all. The
 * check digits are ISO 7064 MOD 97-10 over the national identifier followed by the country code
 * and 00, with the business code left out, as an IBAN's are.
 */
const CREDITOR_ID = /^([A-Z]{2})([0-9]{2})([A-Z0-9]{3})([A-Z0-9]{1,28})$/;

/** Letters as two digits (A = 10 … Z = 35), then the remainder of the number modulo 97. */
function mod97(value: string): number {
  let remainder = 0;
  for (const character of value) {
    const digits = /[A-Z]/.test(character) ? String(character.charCodeAt(0) - 55) : character;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export function isValidCreditorId(value: string): boolean {
  const match = CREDITOR_ID.exec(value);
  if (!match) return false;
  const [, country, check, , national] = match;
  return 98 - mod97(`${national}${country}00`) === Number(check);
}
