/**
 * The one payment slip fact the shell needs (app/validLinkGate), in a module of its own so that
 * the landing route carries nothing else of the slip (packages/contract/src/methods/
 * paymentSlipRules.ts holds the rest).
 */

/** The query parameter that names the slip of /uuid/{uuid}/payment-slip, so a reload shows it again. */
export const SLIP_TRANSACTION_PARAM = 'transaction';
