/**
 * What the page needs at run time of the four methods that send the shopper to a bank and back
 * (direct bank transfer, Trustly, pay by bank, account to pay). Kept apart from the schemas
 * (bankRedirect.ts) so the page's chunk does not bring TypeBox along.
 */

/** SPEC §5/§9: Trustly's first and last name, 1 to 50 characters each. */
export const TRUSTLY_NAME_MAX_LENGTH = 50;
/** SPEC §5/§9: Trustly's email, 1 to 70 characters. */
export const TRUSTLY_EMAIL_MAX_LENGTH = 70;

/**
 * An email address as the page's rule checks it (apps/web lib/validation/rules): one @, a local
 * part, a domain with a dot, no spaces. The service and the gateway check the same, so an
 * address the page lets through is never refused further on.
 */
export const EMAIL_PATTERN = '^[^\\s@]{1,64}@[^\\s@.]+(\\.[^\\s@.]+)+$';

/**
 * The query parameter that names our transaction on the pages the bank sends the shopper back
 * to (/trustly-transaction-created, /pay-by-bank-result), so a reload picks up where it was.
 */
export const TRANSACTION_ID_PARAM = 'transactionId';

/** The query parameter of /pay-by-bank-result that names the link (SPEC §2: no uuid in its path). */
export const LINK_UUID_PARAM = 'uuid';
