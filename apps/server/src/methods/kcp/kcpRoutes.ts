import {
  KcpTransactionParamsSchema,
  KcpTransactionResponseSchema,
} from '@paypage/contract/methods/kcp';
import { errorResponses, PublicHeadersSchema } from '../../http/routeSchemas';
import type { MethodRoutes } from '../methodRoutes';
import { kcpPayments } from './payWithKcp';

/** KCP (SPEC §7): the payment that sends the shopper to KCP's window. docs/decisions/0020. */
export const kcpRoutes: MethodRoutes = async (app, { services, gateway, config }) => {
  const kcp = kcpPayments(services, gateway, config);

  app.post(
    '/public/other-payments/transaction/:id',
    {
      config: { idempotent: true },
      schema: {
        tags: ['public'],
        summary:
          "Pay with KCP: the link's KCP transaction, with KCP's payment window to send the shopper to (id: the link's uuid; empty body)",
        params: KcpTransactionParamsSchema,
        headers: PublicHeadersSchema,
        response: {
          200: KcpTransactionResponseSchema,
          ...errorResponses(400, 404, 409, 413, 415, 422, 429, 502),
        },
      },
    },
    async (request) => kcp.startOrResume(request.params.id),
  );
};
