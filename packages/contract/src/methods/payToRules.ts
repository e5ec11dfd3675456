/**
 * PayTo rules that the page, the service and the gateway all apply (SPEC §5; decision record
 * 0022), so that all three agree on what a PayID is. Kept free of TypeBox: the page's PayTo chunk
 * imports it.
 */

/** SPEC §2's PayID types, in the shopper's words: the NPP's TELI, EMAL, AUBN and ORGN. */
export const PAYID_TYPES = ['PHONE', 'EMAIL', 'BUSINESS_NUMBER', 'ORGANISATION_ID'] as const;
export type PayIdType = (typeof PAYID_TYPES)[number];

/** SPEC §5 and §9: a PayID has 9 to 256 characters. */
export const PAYID_MIN_LENGTH = 9;
export const PAYID_MAX_LENGTH = 256;
/** The account name as the payer's bank shows it in the agreement (the NPP allows 140). */
export const ACCOUNT_NAME_MAX_LENGTH = 140;

/**
 * SPEC §5's "phone must match the structure {phone}": a PayID phone number is written as the
 * NPP addressing service keeps it, the country code, a hyphen and the number without its leading
 * zero; PayTo is Australian, so an Australian mobile number (+61-4 and eight digits).
 */
export const PAYID_PHONE_STRUCTURE = '+61-4XXXXXXXX';
export const PAYID_PHONE_EXAMPLE = '+61-412345678';
/** The same number as Australians write it: what the page's hint shows. */
export const PAYID_PHONE_TYPED_EXAMPLE = '0412 345 678';
const PHONE = /^\+61-4\d{8}$/;
/**
 * How people group a phone number: spaces (any, the no-break one too), hyphens and dashes
 * (a copied example may carry a non-breaking hyphen), dots and brackets.
 */
const PHONE_SEPARATORS = /[\s\-\u2010-\u2015\u2212.()]/g;
/**
 * An Australian mobile number in the forms people type it: 0412 345 678, +61 412 345 678,
 * +61412345678, 0061 412 345 678, and with the trunk 0 kept after the country code.
 */
const AUSTRALIAN_MOBILE = /^(?:\+61|0061|61)?0?(4\d{8})$/;
/** SPEC §5 and §9: an ABN (11 digits) or an ACN (9 digits), "digits only, 9 to 11". */
const BUSINESS_NUMBER = /^\d{9,11}$/;
/** One @, a local part, a domain with a dot, no spaces (as the page's email rule). */
const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;
/**
 * SPEC §5: an organisation id names the company and describes its business and/or where it is,
 * so at least two words, with letters: "Acme Plumbing Sydney", not "12345678".
 */
const ORGANISATION_ID = /^(?=.*\p{L})\S+(\s+\S+)+$/u;

export type PayIdProblem =
  'required' | 'length' | 'phone' | 'email' | 'businessNumber' | 'organisationId';
export type AccountNameProblem = 'required' | 'length';

const lengthOf = (value: string) => [...value].length;

/** A phone PayID in SPEC's structure when it is an Australian mobile number however written. */
function normalisePhone(value: string): string {
  const digits = value.replace(PHONE_SEPARATORS, '');
  const mobile = AUSTRALIAN_MOBILE.exec(digits);
  return mobile ? `+61-${mobile[1]}` : digits;
}

/**
 * The PayID as it is sent: trimmed; a phone number in SPEC §5's structure (+61-4…) from the
 * forms people type; a business number without the spaces the shopper may group it with
 * ("51 824 753 556"); an email address in lower case.
 */
export function normalisePayId(type: PayIdType, value: string): string {
  const trimmed = value.trim();
  if (type === 'PHONE') return normalisePhone(trimmed);
  if (type === 'BUSINESS_NUMBER') return trimmed.replace(/\s+/g, '');
  if (type === 'EMAIL') return trimmed.toLowerCase();
  return trimmed.replace(/\s+/g, ' ');
}

/** The first rule of SPEC §5 the PayID breaks, for its type; undefined when it is valid. */
export function payIdProblem(type: PayIdType, value: string): PayIdProblem | undefined {
  const payId = normalisePayId(type, value);
  if (payId === '') return 'required';
  // The type's own structure first: it says more than a length ("9 to 11 digits").
  if (type === 'PHONE' && !PHONE.test(payId)) return 'phone';
  if (type === 'BUSINESS_NUMBER' && !BUSINESS_NUMBER.test(payId)) return 'businessNumber';
  if (type === 'EMAIL' && !EMAIL.test(payId)) return 'email';
  if (type === 'ORGANISATION_ID' && !ORGANISATION_ID.test(payId)) return 'organisationId';
  const length = lengthOf(payId);
  if (length < PAYID_MIN_LENGTH || length > PAYID_MAX_LENGTH) return 'length';
  return undefined;
}

export function accountNameProblem(value: string): AccountNameProblem | undefined {
  const name = value.trim();
  if (name === '') return 'required';
  if (lengthOf(name) > ACCOUNT_NAME_MAX_LENGTH) return 'length';
  return undefined;
}

/**
 * A PayID as the shopper and the merchant may see it again: enough to recognise it, not enough
 * to use it ("+61-4*****678", "ja***@example.com", "51*******56").
 */
export function maskPayId(type: PayIdType, payId: string): string {
  const hide = (text: string, keepStart: number, keepEnd: number) =>
    text.length <= keepStart + keepEnd
      ? '*'.repeat(text.length)
      : `${text.slice(0, keepStart)}${'*'.repeat(text.length - keepStart - keepEnd)}${text.slice(text.length - keepEnd)}`;
  if (type === 'EMAIL') {
    const at = payId.lastIndexOf('@');
    return `${hide(payId.slice(0, at), 2, 0)}${payId.slice(at)}`;
  }
  if (type === 'PHONE') return hide(payId, 5, 3);
  if (type === 'BUSINESS_NUMBER') return hide(payId, 2, 2);
  return payId;
}

/** SPEC §4's mandate scheme of every PayTo agreement. */
export const PAYTO_MANDATE_SCHEME = 'PAYTODD';

/**
 * How long the payer has to approve the agreement in the banking app before it times out
 * (TIMEDOUT), unless the link expires first. The gateway enforces it too.
 */
export const PAYTO_APPROVAL_WINDOW_S = 600;

/** The query of /uuid/{uuid}/payto-transaction-created: the payment it waits for. */
export const PAYTO_WAITING_QUERY = { transactionId: 'transactionId' } as const;

/** What a PayTo payment's details tell the page and the merchant (MethodDetails keys). */
export const PAYTO_DETAILS = {
  agreementId: 'agreementId',
  mandateScheme: 'mandateScheme',
  mandateStatus: 'mandateStatus',
  payIdType: 'payIdType',
  payIdMasked: 'payIdMasked',
  accountName: 'accountName',
  agreementExpiresAt: 'agreementExpiresAt',
} as const;

/** The sandbox banking app where the payer approves, on the gateway's origin. */
export const PAYTO_BANK_APP_PATH = '/hosted/payto/bank-app';
