/**
 * A UPI ID (virtual payment address) as NPCI's UPI rules write it: the payer's name at their
 * payment service provider's handle, `name@bank`. The name part takes letters, digits, dots,
 * hyphens and underscores (2 to 256 of them), the handle letters and digits, starting with a
 * letter (2 to 64). No spaces anywhere (SPEC §5). TypeBox-free: the page checks it too.
 */
export const UPI_ID_PATTERN = '^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$';
export const UPI_ID_MAX_LENGTH = 321;

const UPI_ID = new RegExp(UPI_ID_PATTERN);

export function isUpiId(value: string): boolean {
  return UPI_ID.test(value);
}
