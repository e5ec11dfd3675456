import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import type { UpiBody, WaitingPaymentResponse } from '@paypage/contract/methods/indianPayments';
import type { WithAcceptedTerms } from '@paypage/contract/payments';
import { apiRequest } from '../../lib/api/apiRequest';

/** POST /public/upi/payment-link/{uuid}/transaction (SPEC §7): a collect request or a QR code. */
export function payByUpi(
  uuid: string,
  body: WithAcceptedTerms<UpiBody>,
  idempotencyKey: string,
): Promise<WaitingPaymentResponse> {
  return apiRequest<WaitingPaymentResponse>(
    `/public/upi/payment-link/${encodeURIComponent(uuid)}/transaction`,
    { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
  );
}
