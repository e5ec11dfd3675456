/**
 * PayPal facts the page needs at run time, without TypeBox (packages/contract/src/methods/
 * paypal.ts holds the schemas), so the PayPal chunk stays small.
 */

/** SPEC §4: PayPal knows preauth and preauthAndCapture; without a setting the money is taken. */
export const DEFAULT_PAYPAL_TRANSACTION_TYPE = 'preauthAndCapture';

/**
 * The fraud-data script (SPEC §4's PayPal fraud library, played by the sandbox gateway) and where
 * it sends what it collects, on the gateway's origin. The page's CSP allows exactly these two.
 */
export const FRAUD_DATA_SCRIPT_PATH = '/hosted/paypal/fraud-data.js';
export const FRAUD_DATA_PATH = '/hosted/paypal/fraud-data';
/**
 * Subresource Integrity of the fraud-data script as the gateway serves it (PCI DSS 6.4.3): the
 * page loads it only if it is exactly this file, and security/script-inventory.json pins the same
 * hash (a gateway test fails when the file and these two part ways).
 */
export const FRAUD_DATA_SCRIPT_INTEGRITY =
  'sha384-gsjH1I0rMNYz/yw23+yNxFPdMlkJdz2CtjpfaEcdDD8tp+6IRJN22Yo2P3qaZjxy';

/** A correlation id: 32 lowercase hexadecimal characters, new for every payment attempt. */
export const CORRELATION_ID_PATTERN = '^[0-9a-f]{32}$';

/** The query of /uuid/{uuid}/paypal-transaction-created, where the approval page sends the payer. */
export const PAYPAL_RETURN_QUERY = { transactionId: 'transactionId' } as const;
