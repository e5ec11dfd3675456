import type { PaymentStatusResponse } from '@paypage/contract/payments';
import { apiRequest } from './apiRequest';

/** GET /public/payment-link/{uuid}/transaction/{transactionId}: how one payment stands. */
export function getPaymentStatus(
  uuid: string,
  transactionId: string,
): Promise<PaymentStatusResponse> {
  return apiRequest<PaymentStatusResponse>(
    `/public/payment-link/${encodeURIComponent(uuid)}/transaction/${encodeURIComponent(transactionId)}`,
  );
}
