import { VISIT_HEADER } from '@paypage/contract/headers';
import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { apiRequest } from './apiRequest';

/**
 * GET /public/payment-link/uuid/{uuid}: opening the link counts as a visit (SPEC §6-7); a page
 * that only checks how a payment ended asks with visit: false so it is not counted twice.
 */
export function getPaymentLink(
  uuid: string,
  { visit = true }: { visit?: boolean } = {},
): Promise<PaymentLinkInfo> {
  return apiRequest<PaymentLinkInfo>(`/public/payment-link/uuid/${encodeURIComponent(uuid)}`, {
    headers: visit ? { [VISIT_HEADER]: 'true' } : {},
  });
}
