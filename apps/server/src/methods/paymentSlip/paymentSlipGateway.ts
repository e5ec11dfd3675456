import type {
  GatewayPaymentSlip,
  PaymentSlipStartDetails,
} from '@paypage/contract/methods/paymentSlip';
import { type Gateway, GatewayUnavailable } from '../../gateway/gateway';
import { Problem } from '../../http/problem';
import type { ProviderRequest } from '../../payments/startPayment';

/**
 * The provider's payment slip calls, typed (decision record 0023). A slip is created through
 * gateway.createPayment with its details; the account it is paid into is the provider's own
 * call, asked each time the shopper is shown the slip (the service never stores the IBAN).
 */

export function slipRequest(details: PaymentSlipStartDetails): ProviderRequest {
  return { details: { ...details } };
}

export function fetchSlip(gateway: Gateway, paymentId: string): Promise<GatewayPaymentSlip> {
  return gateway
    .call<GatewayPaymentSlip>('GET', `/v1/payment-slips/${encodeURIComponent(paymentId)}`)
    .catch((error: unknown) => {
      const why = error instanceof GatewayUnavailable ? 'did not answer' : 'refused';
      throw new Problem(502, 'GATEWAY_UNAVAILABLE', `The payment provider ${why}`);
    });
}
