import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import type { VirtualAccountResponse } from '@paypage/contract/methods/virtualAccount';
import type { StartPaymentBody } from '@paypage/contract/payments';
import { apiRequest } from '../../lib/api/apiRequest';

/**
 * POST /public/virtual-account/payment-link/{uuid} (SPEC §7: empty but for the terms
 * accepted): the account to transfer to, opened now or still waiting for the transfer.
 */
export function issueVirtualAccount(
  uuid: string,
  body: StartPaymentBody,
  idempotencyKey: string,
): Promise<VirtualAccountResponse> {
  return apiRequest<VirtualAccountResponse>(
    `/public/virtual-account/payment-link/${encodeURIComponent(uuid)}`,
    { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
  );
}
