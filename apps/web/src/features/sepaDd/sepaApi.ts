import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import type {
  CreateMandateBody,
  CreditorResponse,
  MandateResponse,
  SepaTransactionBody,
  SepaTransactionResponse,
} from '@paypage/contract/methods/sepa';
import type { WithAcceptedTerms } from '@paypage/contract/payments';
import { apiRequest } from '../../lib/api/apiRequest';

const merchantPath = (merchantId: string) => encodeURIComponent(merchantId);

/** The path of GET /public/merchant/{merchantId}/creditor: who the mandate text names. */
export const creditorPath = (merchantId: string) =>
  `/public/merchant/${merchantPath(merchantId)}/creditor`;

/** GET /public/merchant/{merchantId}/creditor: who the mandate text names. */
export function getCreditor(merchantId: string): Promise<CreditorResponse> {
  return apiRequest<CreditorResponse>(creditorPath(merchantId));
}

/** POST /public/sepa/merchant/{merchantId}/mandate: the shopper gives a mandate. */
export function giveMandate(
  merchantId: string,
  body: CreateMandateBody,
  idempotencyKey: string,
): Promise<MandateResponse> {
  return apiRequest<MandateResponse>(`/public/sepa/merchant/${merchantPath(merchantId)}/mandate`, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/** POST /public/sepa/merchant/{merchantId}/transaction: pay the link with a mandate. */
export function payBySepa(
  merchantId: string,
  body: WithAcceptedTerms<SepaTransactionBody>,
  idempotencyKey: string,
): Promise<SepaTransactionResponse> {
  return apiRequest<SepaTransactionResponse>(
    `/public/sepa/merchant/${merchantPath(merchantId)}/transaction`,
    { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
  );
}
