import type { PayToAgreementRequest } from '@paypage/contract/methods/payTo';
import type { ProviderRequest } from '../../payments/startPayment';

/**
 * What a PAYTO payment asks of the gateway: an agreement on the account behind a PayID, to be
 * approved by the payer before the deadline.
 */
export function payToAgreement(request: PayToAgreementRequest): ProviderRequest {
  return { details: { ...request } };
}
