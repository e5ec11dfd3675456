import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import type {
  PayToTransactionBody,
  PayToTransactionResponse,
} from '@paypage/contract/methods/payTo';
import type { WithAcceptedTerms } from '@paypage/contract/payments';
import { apiRequest } from '../../lib/api/apiRequest';

/**
 * POST /public/sepa/merchant/{merchantId}/transaction with `paymentMethod: PAYTO` (SPEC §7):
 * the payer's bank is asked for the agreement.
 */
export function payWithPayTo(
  merchantId: string,
  body: WithAcceptedTerms<PayToTransactionBody>,
  idempotencyKey: string,
): Promise<PayToTransactionResponse> {
  return apiRequest<PayToTransactionResponse>(
    `/public/sepa/merchant/${encodeURIComponent(merchantId)}/transaction`,
    { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
  );
}
