import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import type {
  BankOrWalletBody,
  WaitingPaymentResponse,
} from '@paypage/contract/methods/indianPayments';
import type { WithAcceptedTerms } from '@paypage/contract/payments';
import { apiRequest } from '../../lib/api/apiRequest';

export type BankOrWalletSegment = 'netbanking' | 'phonepe';

/** POST /public/{netbanking|phonepe}/payment-link/{uuid}/transaction (SPEC §7). */
export function payAtBankOrWallet(
  segment: BankOrWalletSegment,
  uuid: string,
  body: WithAcceptedTerms<BankOrWalletBody>,
  idempotencyKey: string,
): Promise<WaitingPaymentResponse> {
  return apiRequest<WaitingPaymentResponse>(
    `/public/${segment}/payment-link/${encodeURIComponent(uuid)}/transaction`,
    { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
  );
}
