import type { CreateGatewayPaymentBody } from '@paypage/contract/gatewayApi';
import type {
  CreateCheckoutSessionBody,
  GatewayCheckoutSession,
} from '@paypage/contract/methods/providerCheckout';
import type { ProviderCheckoutMethod } from '@paypage/contract/methods/providerCheckoutConstants';
import type { Gateway } from '../../gateway/gateway';

/** POST /v1/checkout/sessions: the provider's payment and its checkout session, in one call. */
function openCheckoutSession(
  gateway: Gateway,
  body: CreateCheckoutSessionBody,
): Promise<GatewayCheckoutSession> {
  return gateway.call<GatewayCheckoutSession>('POST', '/v1/checkout/sessions', body);
}

/**
 * The gateway as startPayment uses it, with its one provider call made as a checkout session:
 * the provider makes the payment and the session together (idempotent by reference, as a
 * payment is), so no timeout can leave a payment holding the link without a checkout to pay it.
 * `opened` receives the session for the page.
 */
export function checkoutSessionGateway(
  gateway: Gateway,
  method: ProviderCheckoutMethod,
  opened: (session: GatewayCheckoutSession) => void,
): Gateway {
  return {
    ...gateway,
    async createPayment(body: CreateGatewayPaymentBody) {
      const session = await openCheckoutSession(gateway, {
        reference: body.reference,
        amount: body.amount,
        currency: body.currency,
        method,
        returnUrl: body.returnUrl ?? '',
        ...(body.locale ? { locale: body.locale } : {}),
      });
      opened(session);
      return session.payment;
    },
  };
}
