import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import type {
  PaypalAgreementChargeDetails,
  PaypalCheckoutDetails,
} from '@paypage/contract/methods/paypal';
import type { Gateway } from '../../gateway/gateway';
import type { ProviderRequest } from '../../payments/startPayment';

/**
 * The provider's PayPal calls, typed (decision record 0017). A payment is created through
 * gateway.createPayment with one of two kinds of details; executing is PayPal's own call.
 */

/** A payment the payer approves on PayPal's page, and comes back from to `returnUrl`. */
export function paypalCheckout(details: PaypalCheckoutDetails, returnUrl: string): ProviderRequest {
  return { details: { ...details }, returnUrl };
}

/**
 * A charge of a billing agreement, decided at once without the payer: the shopper paying with a
 * saved PayPal account now, and a merchant's off-session charge of one later (same call).
 */
export function billingAgreementCharge(details: PaypalAgreementChargeDetails): ProviderRequest {
  return { details: { ...details } };
}

/** Executes an approved payment; the provider answers a repeated execution as it stands. */
export function executePaypalPayment(gateway: Gateway, paymentId: string): Promise<GatewayPayment> {
  return gateway.call<GatewayPayment>(
    'POST',
    `/v1/paypal/payments/${encodeURIComponent(paymentId)}/execute`,
  );
}
