import type { PaymentStatusResponse } from '@paypage/contract/payments';
import { apiRequest } from './apiRequest';

/** The path of GET /public/payment-link/{uuid}/transaction/{transactionId}. */
export const paymentStatusPath = (uuid: string, transactionId: string) =>
  `/public/payment-link/${encodeURIComponent(uuid)}/transaction/${encodeURIComponent(transactionId)}`;

/** GET /public/payment-link/{uuid}/transaction/{transactionId}: how one payment stands. */
export function getPaymentStatus(
  uuid: string,
  transactionId: string,
): Promise<PaymentStatusResponse> {
  return apiRequest<PaymentStatusResponse>(paymentStatusPath(uuid, transactionId));
}
