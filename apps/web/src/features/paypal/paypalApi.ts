import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import type {
  PaypalTransactionBody,
  PaypalTransactionResponse,
} from '@paypage/contract/methods/paypal';
import type { WithAcceptedTerms } from '@paypage/contract/payments';
import { apiRequest } from '../../lib/api/apiRequest';

const merchantPath = (merchantId: string) =>
  `/public/paypal/merchant/${encodeURIComponent(merchantId)}`;

/**
 * POST /public/paypal/merchant/{merchantId}/transaction: a new account, or a saved agreement,
 * with the terms the shopper accepted.
 */
export function startPaypalPayment(
  merchantId: string,
  body: WithAcceptedTerms<PaypalTransactionBody>,
  idempotencyKey: string,
): Promise<PaypalTransactionResponse> {
  return apiRequest<PaypalTransactionResponse>(`${merchantPath(merchantId)}/transaction`, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/** POST …/transaction/execute: the payer approved on PayPal; the service executes it once. */
export function executePaypalPayment(
  merchantId: string,
  query: { paymentLinkId: string; transactionId: string },
  idempotencyKey: string,
): Promise<PaypalTransactionResponse> {
  return apiRequest<PaypalTransactionResponse>(
    `${merchantPath(merchantId)}/transaction/execute?${new URLSearchParams(query)}`,
    { method: 'POST', headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
  );
}
