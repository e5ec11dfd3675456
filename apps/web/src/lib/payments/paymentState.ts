import type { PaymentStatusResponse } from '@paypage/contract/payments';

type PaymentFacts = Pick<PaymentStatusResponse, 'status' | 'paymentMethod'>;

/** The money moved, or is reserved for the merchant: what a success page may say. */
export function isPaid(payment: Pick<PaymentStatusResponse, 'status'>): boolean {
  return (
    payment.status === 'AUTHORIZED' ||
    payment.status === 'COMPLETED' ||
    payment.status === 'SETTLED'
  );
}

/**
 * SPEC §4: a SEPA debit submitted to the bank (PENDING) already counts as a success: the mandate
 * is given and the bank collects the amount; a later return refuses it (and the merchant hears).
 */
function isSubmittedDebit(payment: PaymentFacts): boolean {
  return payment.paymentMethod === 'SEPA_DD' && payment.status === 'PENDING';
}

/** What a result page may say about a payment as it stands. */
export type PaymentResult = 'success' | 'failure' | 'pending';

export function resultOf(payment: PaymentFacts): PaymentResult {
  if (isPaid(payment) || isSubmittedDebit(payment)) return 'success';
  return payment.status === 'REFUSED' ? 'failure' : 'pending';
}
