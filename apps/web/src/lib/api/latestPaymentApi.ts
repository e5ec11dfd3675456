import type { CancelPaymentResponse, LatestPaymentResponse } from '@paypage/contract/payments';
import { apiRequest } from './apiRequest';

const linkPath = (uuid: string) => `/public/payment-link/${encodeURIComponent(uuid)}`;

/** The path of GET …/latest-payment (also read before a result page's first render). */
export const latestPaymentPath = (uuid: string) => `${linkPath(uuid)}/latest-payment`;

/**
 * GET /public/payment-link/{uuid}/latest-payment: the link's newest payment, and whether it
 * waits on the shopper (and where). 404 PAYMENT_NOT_FOUND when the link has none.
 */
export function getLatestPayment(uuid: string): Promise<LatestPaymentResponse> {
  return apiRequest<LatestPaymentResponse>(latestPaymentPath(uuid));
}

/**
 * POST …/transaction/{transactionId}/cancel ("Choose another way to pay"): the payment as it
 * stands once the gateway has answered; 409 PAYMENT_NOT_CANCELLABLE while a bank confirms it.
 */
export function cancelPayment(uuid: string, transactionId: string): Promise<CancelPaymentResponse> {
  return apiRequest<CancelPaymentResponse>(
    `${linkPath(uuid)}/transaction/${encodeURIComponent(transactionId)}/cancel`,
    { method: 'POST' },
  );
}
