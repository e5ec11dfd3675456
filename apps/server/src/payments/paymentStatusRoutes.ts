import {
  PaymentParamsSchema,
  PaymentStatusResponseSchema,
  type PaymentStatusResponse,
} from '@paypage/contract/payments';
import { Problem } from '../http/problem';
import { errorResponses, PublicHeadersSchema } from '../http/routeSchemas';
import type { MethodRoutes } from '../methods/methodRoutes';
import { findLink } from './payableLink';
import { paymentStatusOf, refreshed } from './paymentStanding';

/** How one payment of a link stands: what every waiting page of every method asks. */
export const paymentStatusRoutes: MethodRoutes = async (app, { services, gateway }) => {
  app.get(
    '/public/payment-link/:uuid/transaction/:transactionId',
    {
      schema: {
        tags: ['public'],
        operationId: 'getPaymentStatus',
        security: [],
        summary: 'How a payment of this link stands (for pages that wait for its outcome)',
        params: PaymentParamsSchema,
        headers: PublicHeadersSchema,
        response: { 200: PaymentStatusResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request): Promise<PaymentStatusResponse> => {
      const link = await findLink(services, request.params.uuid);
      const found = await services.transactions.findById(request.params.transactionId);
      if (found?.linkUuid !== link.uuid) {
        throw new Problem(404, 'TRANSACTION_NOT_FOUND', 'No payment of this link has this id');
      }
      const { tx } = await refreshed(services, gateway, found);
      // Refreshed: a link given back after its time ran out reads EXPIRED, not payable again.
      const linkStatus = (await findLink(services, link.uuid)).status;
      return paymentStatusOf(tx, linkStatus);
    },
  );
};
