import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import type { PromptPayResponse } from '@paypage/contract/methods/promptPay';
import type { StartPaymentBody } from '@paypage/contract/payments';
import { apiRequest } from '../../lib/api/apiRequest';

/**
 * POST /public/prompt-pay/payment-link/{uuid} (SPEC §7: empty but for the terms accepted);
 * {redirectUrl, paymentUuid}.
 */
export function startPromptPay(
  uuid: string,
  body: StartPaymentBody,
  idempotencyKey: string,
): Promise<PromptPayResponse> {
  return apiRequest<PromptPayResponse>(
    `/public/prompt-pay/payment-link/${encodeURIComponent(uuid)}`,
    {
      method: 'POST',
      body,
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    },
  );
}
