import type {
  CardSessionResponse,
  CardTransactionBody,
  CardTransactionResponse,
  ThreeDSecureResultBody,
} from '@paypage/contract/cardPayments';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import type { WithAcceptedTerms } from '@paypage/contract/payments';
import { apiRequest } from './apiRequest';

const linkPath = (uuid: string) => encodeURIComponent(uuid);

/**
 * POST /public/card/payment-link/{uuid}: a session of the gateway's hosted card form, in the
 * language the page speaks (the link's, the browser's or the one picked in the footer).
 */
export function openCardSession(uuid: string, language: string): Promise<CardSessionResponse> {
  const query = new URLSearchParams({ language });
  return apiRequest<CardSessionResponse>(`/public/card/payment-link/${linkPath(uuid)}?${query}`, {
    method: 'POST',
  });
}

/**
 * POST /public/payment-link/{uuid}/transaction, with the terms the shopper accepted. The key
 * stays the same for one attempt, so a retried request is answered from the server's record
 * instead of charging again.
 */
export function payByCard(
  uuid: string,
  body: WithAcceptedTerms<CardTransactionBody>,
  idempotencyKey: string,
): Promise<CardTransactionResponse> {
  return apiRequest<CardTransactionResponse>(`/public/payment-link/${linkPath(uuid)}/transaction`, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/** POST …/transaction/{transactionId}/three-d-secure: a 3-D Secure step is done; what next. */
export function continueThreeDSecure(
  uuid: string,
  transactionId: string,
  body: ThreeDSecureResultBody,
): Promise<CardTransactionResponse> {
  return apiRequest<CardTransactionResponse>(
    `/public/payment-link/${linkPath(uuid)}/transaction/${encodeURIComponent(transactionId)}/three-d-secure`,
    { method: 'POST', body },
  );
}
