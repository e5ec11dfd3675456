import {
  PaymentParamsSchema,
  PaymentStatusResponseSchema,
  type PaymentStatusResponse,
} from '@paypage/contract/payments';
import { Problem } from '../http/problem';
import { errorResponses, PublicHeadersSchema } from '../http/routeSchemas';
import type { MethodRoutes } from '../methods/methodRoutes';
import type { Services } from '../services';
import { settleTransaction } from '../transactions/settleTransaction';
import type { Gateway } from '../gateway/gateway';
import type { Transaction } from '../transactions/transactionsRepository';
import { findLink } from './payableLink';

/**
 * A payment still open is asked about at the provider too: the page learns the outcome even
 * when the provider's webhook is late or lost, and the answer is applied as the webhook's would
 * be (once; settleTransaction commits it in one database transaction). A provider that does not
 * answer leaves it as it was.
 */
async function refreshed(services: Services, gateway: Gateway, tx: Transaction) {
  if (tx.status !== 'PENDING' || !tx.gatewayPaymentId) return tx;
  const payment = await gateway.findPayment(tx.gatewayPaymentId).catch(() => undefined);
  if (!payment) return tx;
  await settleTransaction(services, tx, payment);
  return (await services.transactions.findById(tx.id)) ?? tx;
}

/** How one payment of a link stands: what every waiting page of every method asks. */
export const paymentStatusRoutes: MethodRoutes = async (app, { services, gateway }) => {
  app.get(
    '/public/payment-link/:uuid/transaction/:transactionId',
    {
      schema: {
        tags: ['public'],
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
      const tx = await refreshed(services, gateway, found);
      const linkStatus = (await services.links.findByUuid(link.uuid))?.status ?? link.status;
      return {
        transactionId: tx.id,
        paymentMethod: tx.paymentMethod,
        status: tx.status,
        linkStatus,
        ...(tx.details ? { details: tx.details } : {}),
        ...(tx.refusalReason ? { refusalReason: tx.refusalReason } : {}),
        updatedAt: tx.updatedAt,
      };
    },
  );
};
