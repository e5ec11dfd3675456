/**
 * The names of the MethodDetails fields the Indian and Thai methods share between the gateway,
 * the service and the page (TypeBox-free: the page reads them at run time).
 */
export const WAITING_DETAILS = {
  /** ISO date-time after which the provider refuses the payment as EXPIRED. */
  expiresAt: 'expiresAt',
  /** What the QR code carries: a upi://pay intent or a Thai QR Payment (EMVCo) payload. */
  qrPayload: 'qrPayload',
  /** The UPI ID a collect request was sent to. */
  payerUpiId: 'payerUpiId',
  /** The netbanking bank's code (netbankingBanks.ts). */
  bank: 'bank',
  email: 'email',
  phone: 'phone',
  /** Who the money goes to, as the provider shows it (the merchant's name). */
  payeeName: 'payeeName',
} as const;

/**
 * The refusal reason of a payment the shopper left undecided until it ran out: the one every
 * waiting payment shares (expiredPayment.ts), under the name these methods use.
 */
export { EXPIRED_REFUSAL_REASON as EXPIRED_REFUSAL } from '../expiredPayment';

/** The query parameter that names the payment a waiting page waits for. */
export const TRANSACTION_PARAM = 'transaction';
