import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import type { RedirectResponse, TrustlyPaymentBody } from '@paypage/contract/methods/bankRedirect';
import type { StartPaymentBody, WithAcceptedTerms } from '@paypage/contract/payments';
import { apiRequest } from '../../lib/api/apiRequest';
import type { BankRedirectMethod } from './methodsAtTheBank';

/** SPEC §7's address of each method's first call. */
const START_PATHS: Record<BankRedirectMethod, string> = {
  REQUEST_TO_PAY: 'request-to-pay',
  TRUSTLY: 'trustly',
  PAYBYBANK: 'paybybank',
  ACCOUNT_TO_PAY: 'account-to-pay',
};

/**
 * POST /public/{request-to-pay|trustly|paybybank|account-to-pay}/payment-link/{uuid}: starts the
 * payment at the bank and answers where the bank is. Each sends the terms the shopper accepted,
 * Trustly the payer too (SPEC §7: the others' body is otherwise empty). The key stays the same
 * for one attempt, so a retry never pays twice.
 */
export function startAtTheBank(
  method: BankRedirectMethod,
  uuid: string,
  idempotencyKey: string,
  body: StartPaymentBody | WithAcceptedTerms<TrustlyPaymentBody>,
): Promise<RedirectResponse> {
  return apiRequest<RedirectResponse>(
    `/public/${START_PATHS[method]}/payment-link/${encodeURIComponent(uuid)}`,
    { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
  );
}
