import {
  CheckoutSessionBodySchema,
  CheckoutSessionResponseSchema,
} from '@paypage/contract/methods/providerCheckout';
import type { CheckoutSessionResponse } from '@paypage/contract/methods/providerCheckout';
import type { GatewayCheckoutSession } from '@paypage/contract/methods/providerCheckout';
import { providerReturnPath } from '@paypage/contract/methods/providerCheckoutConstants';
import { LinkUuidParamsSchema } from '@paypage/contract/paymentLink';
import { withAcceptedTerms } from '@paypage/contract/payments';
import { Problem } from '../../http/problem';
import { paymentRoute } from '../../http/paymentRoute';
import { pageOrigin, pageUrl } from '../../payments/pageAddress';
import { payableLink } from '../../payments/payableLink';
import { startPayment } from '../../payments/startPayment';
import type { MethodRoutes } from '../methodRoutes';
import { checkoutSessionGateway } from './checkoutGateway';

/** iDEAL and Bancontact are euro schemes: they take no other currency. */
const SCHEME_CURRENCY = 'EUR';

/**
 * iDEAL, Bancontact card and Bancontact mobile (SPEC §7): a session of the provider's checkout
 * for the link. Opening it starts the payment (the link is in payment from here, one payer
 * wins), so it takes an Idempotency-Key like every call that moves money. The provider sends
 * the shopper back to /uuid/{uuid}/ckey/{transactionId}/adyen, where the page asks how it ended.
 */
export const providerCheckoutRoutes: MethodRoutes = async (app, { services, gateway, config }) => {
  app.post(
    '/public/other-payments/adyen/sessions/:uuid',
    paymentRoute({
      operationId: 'startProviderCheckoutSession',
      summary: "A session of the payment provider's checkout (iDEAL, Bancontact card or mobile)",
      params: LinkUuidParamsSchema,
      body: withAcceptedTerms(CheckoutSessionBodySchema),
      response: { 200: CheckoutSessionResponseSchema },
    }),
    async (request): Promise<CheckoutSessionResponse> => {
      const method = request.body.paymentMethod;
      const link = await payableLink(services, request.params.uuid, method);
      if (link.currency !== SCHEME_CURRENCY) {
        throw new Problem(
          400,
          'PAYMENT_METHOD_NOT_OFFERED',
          `${method} takes payments in ${SCHEME_CURRENCY} only`,
        );
      }
      let session: GatewayCheckoutSession | undefined;
      await startPayment(
        services,
        checkoutSessionGateway(gateway, method, (s) => (session = s)),
        {
          link,
          method,
          acceptedTerms: request.body.acceptedTerms,
          rejectedField: 'body.paymentMethod',
          provider: (tx) => ({
            returnUrl: pageUrl(pageOrigin(request, config), providerReturnPath(link.uuid, tx.id)),
          }),
        },
      );
      if (!session) throw new Error('The checkout session was not opened');
      return { id: session.id, sessionData: session.sessionData, clientKey: session.clientKey };
    },
  );
};
