import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import type { CheckoutSessionResponse } from '@paypage/contract/methods/providerCheckout';
import type { ProviderCheckoutMethod } from '@paypage/contract/methods/providerCheckoutConstants';
import type { AcceptedTerms } from '@paypage/contract/payments';
import { apiRequest } from '../../lib/api/apiRequest';

/**
 * POST /public/other-payments/adyen/sessions/{uuid}: a session of the provider's checkout. It
 * starts the payment, so it carries the terms the shopper accepted and an Idempotency-Key: a
 * retry is answered from the service's record instead of opening a second payment.
 */
export function openCheckoutSession(
  uuid: string,
  paymentMethod: ProviderCheckoutMethod,
  acceptedTerms: AcceptedTerms,
  idempotencyKey: string,
): Promise<CheckoutSessionResponse> {
  return apiRequest<CheckoutSessionResponse>(
    `/public/other-payments/adyen/sessions/${encodeURIComponent(uuid)}`,
    {
      method: 'POST',
      body: { paymentMethod, acceptedTerms },
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    },
  );
}
