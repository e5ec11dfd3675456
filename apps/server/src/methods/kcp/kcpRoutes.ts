import {
  KcpTransactionParamsSchema,
  KcpTransactionResponseSchema,
} from '@paypage/contract/methods/kcp';
import { StartPaymentBodySchema } from '@paypage/contract/payments';
import { paymentRoute } from '../../http/paymentRoute';
import type { MethodRoutes } from '../methodRoutes';
import { kcpPayments } from './payWithKcp';
import { pageOrigin } from '../../payments/pageAddress';

/** KCP (SPEC §7): the payment that sends the shopper to KCP's window. docs/decisions/0020. */
export const kcpRoutes: MethodRoutes = async (app, { services, gateway, config }) => {
  const kcp = kcpPayments(services, gateway);

  app.post(
    '/public/other-payments/transaction/:id',
    paymentRoute({
      operationId: 'payByKcp',
      summary:
        "Pay with KCP: the link's KCP transaction, with KCP's payment window to send the shopper to (id: the link's uuid; the body: the terms accepted)",
      params: KcpTransactionParamsSchema,
      body: StartPaymentBodySchema,
      response: { 200: KcpTransactionResponseSchema },
    }),
    async (request) =>
      kcp.startOrResume(request.params.id, {
        origin: pageOrigin(request, config),
        acceptedTerms: request.body.acceptedTerms,
      }),
  );
};
