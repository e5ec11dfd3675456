import {
  KcpTransactionParamsSchema,
  KcpTransactionResponseSchema,
} from '@paypage/contract/methods/kcp';
import { StartPaymentBodySchema } from '@paypage/contract/payments';
import { errorResponses, PublicHeadersSchema } from '../../http/routeSchemas';
import type { MethodRoutes } from '../methodRoutes';
import { kcpPayments } from './payWithKcp';
import { pageOrigin } from '../../payments/pageAddress';

/** KCP (SPEC §7): the payment that sends the shopper to KCP's window. docs/decisions/0020. */
export const kcpRoutes: MethodRoutes = async (app, { services, gateway, config }) => {
  const kcp = kcpPayments(services, gateway);

  app.post(
    '/public/other-payments/transaction/:id',
    {
      config: { idempotent: true },
      schema: {
        tags: ['public'],
        operationId: 'payByKcp',
        security: [],
        summary:
          "Pay with KCP: the link's KCP transaction, with KCP's payment window to send the shopper to (id: the link's uuid; the body: the terms accepted)",
        params: KcpTransactionParamsSchema,
        headers: PublicHeadersSchema,
        body: StartPaymentBodySchema,
        response: {
          200: KcpTransactionResponseSchema,
          ...errorResponses(400, 404, 409, 413, 415, 422, 429, 502),
        },
      },
    },
    async (request) =>
      kcp.startOrResume(request.params.id, {
        origin: pageOrigin(request, config),
        acceptedTerms: request.body.acceptedTerms,
      }),
  );
};
