import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  RecordedEventSchema,
  TransactionEventBodySchema,
  TransactionEventParamsSchema,
  UserRedirectBodySchema,
} from '@paypage/contract/events';
import { LinkUuidParamsSchema } from '@paypage/contract/paymentLink';
import { invalidInput, notFound } from '../http/problem';
import { errorResponses, PublicHeadersSchema, sourceOf } from '../http/routeSchemas';
import type { Services } from '../services';

/** The shop address may carry extra query parameters, but never another origin or path. */
function isTheShopAddress(url: string, configured: string | null): boolean {
  if (!configured) return false;
  if (url === configured) return true;
  const given = new URL(url);
  const shop = new URL(configured);
  return given.origin === shop.origin && given.pathname === shop.pathname;
}

export const eventRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (
  app,
  { services },
) => {
  app.post(
    '/public/transaction/event/:id',
    {
      schema: {
        tags: ['public'],
        operationId: 'recordTransactionEvent',
        security: [],
        summary: 'Record what the shopper did with a transaction',
        params: TransactionEventParamsSchema,
        headers: PublicHeadersSchema,
        body: TransactionEventBodySchema,
        response: { 201: RecordedEventSchema, ...errorResponses(400, 404, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const transaction = await services.transactions.findById(request.params.id);
      if (!transaction) throw notFound('No transaction has this id');
      const recorded = await services.events.record(
        'transaction_event',
        transaction.linkUuid,
        sourceOf(request.headers),
        { transactionId: transaction.id, paymentMethod: request.body.paymentMethod },
      );
      return reply.code(201).send(recorded);
    },
  );

  app.post(
    '/public/payment-link/uuid/:uuid/user-redirect',
    {
      schema: {
        tags: ['public'],
        operationId: 'recordReturnToShop',
        security: [],
        summary: 'Record that the shopper is sent back to the shop',
        params: LinkUuidParamsSchema,
        headers: PublicHeadersSchema,
        body: UserRedirectBodySchema,
        response: { 201: RecordedEventSchema, ...errorResponses(400, 404, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      // Any status: after paying, the link is consumed and the shopper still goes back.
      const link = await services.links.findByUuid(request.params.uuid);
      if (!link) throw notFound('No payment link has this uuid');
      const { url, redirectTo } = request.body;
      if (!isTheShopAddress(url, link[redirectTo])) {
        throw invalidInput([{ field: 'body.url', message: `is not this link's ${redirectTo}` }]);
      }
      const recorded = await services.events.record(
        'user_redirect',
        link.uuid,
        sourceOf(request.headers),
        { url, redirectTo },
      );
      return reply.code(201).send(recorded);
    },
  );
};
