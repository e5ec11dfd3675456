import { VISIT_HEADER } from '@paypage/contract/headers';
import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { apiRequest } from './apiRequest';

/** GET /public/payment-link/uuid/{uuid}: opening the link counts as a visit (SPEC §6-7). */
export function getPaymentLink(uuid: string): Promise<PaymentLinkInfo> {
  return apiRequest<PaymentLinkInfo>(`/public/payment-link/uuid/${encodeURIComponent(uuid)}`, {
    headers: { [VISIT_HEADER]: 'true' },
  });
}
