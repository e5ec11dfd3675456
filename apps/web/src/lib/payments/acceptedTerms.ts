import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import type { AcceptedTerms } from '@paypage/contract/payments';

/**
 * What every request that starts a payment carries (the contract's ACCEPTED_TERMS_FIELD): the
 * terms the shopper accepted, as the page showed them, which the service keeps with the payment.
 */
export function acceptedTermsOf(link: Pick<PaymentLinkInfo, 'termsAndConditionsUrl'>): {
  acceptedTerms: AcceptedTerms;
} {
  return { acceptedTerms: { termsUrl: link.termsAndConditionsUrl } };
}
