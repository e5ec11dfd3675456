import type { KcpTransactionResponse } from '@paypage/contract/methods/kcp';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import type { StartPaymentBody } from '@paypage/contract/payments';
import { apiRequest } from '../../lib/api/apiRequest';

/**
 * POST /public/other-payments/transaction/{id} (SPEC §7: empty but for the terms accepted),
 * `id` being the link's uuid: the link's KCP transaction, new or still open, with KCP's window
 * to go to.
 */
export function payWithKcp(
  uuid: string,
  body: StartPaymentBody,
  idempotencyKey: string,
): Promise<KcpTransactionResponse> {
  return apiRequest<KcpTransactionResponse>(
    `/public/other-payments/transaction/${encodeURIComponent(uuid)}`,
    { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
  );
}

/** The address KCP returns the shopper to, where the page waits for the outcome. */
export const kcpWaitingPath = (uuid: string, transactionId: string) =>
  `/uuid/${uuid}/kcp-transaction-created?transactionId=${encodeURIComponent(transactionId)}`;
