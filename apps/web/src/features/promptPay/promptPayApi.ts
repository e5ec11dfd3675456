import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import type { PromptPayResponse } from '@paypage/contract/methods/promptPay';
import { apiRequest } from '../../lib/api/apiRequest';

/** POST /public/prompt-pay/payment-link/{uuid} (SPEC §7): empty; {redirectUrl, paymentUuid}. */
export function startPromptPay(uuid: string, idempotencyKey: string): Promise<PromptPayResponse> {
  return apiRequest<PromptPayResponse>(
    `/public/prompt-pay/payment-link/${encodeURIComponent(uuid)}`,
    {
      method: 'POST',
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    },
  );
}
