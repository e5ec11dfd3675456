import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import type {
  CreatePaymentSlipBody,
  PaymentSlipIssuedResponse,
  PaymentSlipResponse,
} from '@paypage/contract/methods/paymentSlip';
import type { WithAcceptedTerms } from '@paypage/contract/payments';
import { apiRequest } from '../../lib/api/apiRequest';

const linkPath = (uuid: string) => `/public/payment-slip/payment-link/${encodeURIComponent(uuid)}`;

/** POST /public/payment-slip/payment-link/{uuid}: the link's slip (the open one, if any). */
export function issuePaymentSlip(
  uuid: string,
  body: WithAcceptedTerms<CreatePaymentSlipBody>,
  idempotencyKey: string,
): Promise<PaymentSlipIssuedResponse> {
  return apiRequest<PaymentSlipIssuedResponse>(linkPath(uuid), {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/** GET …/transaction/{transactionId}: the slip with its account, and how its payment stands. */
export function getPaymentSlip(uuid: string, transactionId: string): Promise<PaymentSlipResponse> {
  return apiRequest<PaymentSlipResponse>(
    `${linkPath(uuid)}/transaction/${encodeURIComponent(transactionId)}`,
  );
}
