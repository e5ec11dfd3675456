import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import {
  CancelPaymentResponseSchema,
  LatestPaymentResponseSchema,
  PaymentParamsSchema,
  type LatestPaymentResponse,
} from '@paypage/contract/payments';
import { LinkUuidParamsSchema } from '@paypage/contract/paymentLink';
import { gatewayAddressFor, onTheGateway } from '../http/pageAddresses';
import { Problem } from '../http/problem';
import { errorResponses, PublicHeadersSchema } from '../http/routeSchemas';
import type { MethodRoutes } from '../methods/methodRoutes';
import { cancelPayment } from './cancelPayment';
import { pageOrigin } from './pageAddress';
import { findLink } from './payableLink';
import { paymentStatusOf, refreshed } from './paymentStanding';

/** The step the shopper left, from the provider's pending action, for "Continue the payment". */
function continueAtOf(payment: GatewayPayment | undefined, gatewayAddress: string) {
  const action = payment?.action;
  if (!action) return undefined;
  if (action.type === 'threeDSMethod') return { threeDSecure2Fingerprint: action.fingerprint };
  if (action.type === 'challenge') return { threeDSecure2Challenge: action.challenge };
  return { redirectUrl: onTheGateway(gatewayAddress, action.redirectUrl) };
}

/**
 * What the processing page (a link in payment) and the result pages ask: the link's newest
 * payment, and the way on from it: continue the step the shopper left, or cancel the payment
 * and choose another way to pay.
 */
export const latestPaymentRoutes: MethodRoutes = async (app, { services, gateway, config }) => {
  app.get(
    '/public/payment-link/:uuid/latest-payment',
    {
      schema: {
        tags: ['public'],
        operationId: 'getLatestPayment',
        security: [],
        summary:
          "The link's newest payment: how it stands, and whether it waits on the shopper (and where)",
        params: LinkUuidParamsSchema,
        headers: PublicHeadersSchema,
        response: { 200: LatestPaymentResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request): Promise<LatestPaymentResponse> => {
      const link = await findLink(services, request.params.uuid);
      const newest = (await services.transactions.listByLink(link.uuid)).at(-1);
      if (!newest) throw new Problem(404, 'PAYMENT_NOT_FOUND', 'This link has no payment yet');
      const { tx, payment } = await refreshed(services, gateway, newest);
      const linkStatus = (await findLink(services, link.uuid)).status;
      const open = tx.status === 'PENDING';
      const continueAt = open
        ? continueAtOf(payment, gatewayAddressFor(pageOrigin(request, config), config))
        : undefined;
      return {
        ...paymentStatusOf(tx, linkStatus),
        // Only the provider knows whether a cancel would still end it; unknown counts as no.
        waitsOnShopper: open && payment?.waitsOnShopper === true,
        ...(continueAt ? { continueAt } : {}),
      };
    },
  );

  app.post(
    '/public/payment-link/:uuid/transaction/:transactionId/cancel',
    {
      // No Idempotency-Key: the cancel is idempotent by itself (asked again, it answers the
      // payment as it then stands), and a stored answer would replay a state since changed.
      schema: {
        tags: ['public'],
        operationId: 'cancelPayment',
        security: [],
        summary:
          'Cancel an open payment to choose another way to pay: answers the payment as it then stands',
        params: PaymentParamsSchema,
        headers: PublicHeadersSchema,
        response: {
          200: CancelPaymentResponseSchema,
          ...errorResponses(400, 404, 409, 413, 415, 429, 502),
        },
      },
    },
    async (request) => {
      const link = await findLink(services, request.params.uuid);
      return cancelPayment(services, gateway, link, request.params.transactionId);
    },
  );
};
