import { listLinkPaymentChanges } from '../linkPayments/linkPaymentChangesRepository';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { LinkTimelineSchema } from '@paypage/contract/linkTimeline';
import { LinkUuidParamsSchema } from '@paypage/contract/paymentLink';
import { notFound } from '../http/problem';
import { errorResponses } from '../http/routeSchemas';
import { authenticatedMerchant } from '../merchants/authenticatedMerchant';
import type { Services } from '../services';
import { linkTimeline } from './linkTimeline';
import { linkTimelineRepository } from './linkTimelineRepository';

const AuthHeadersSchema = Type.Object({ authorization: Type.Optional(Type.String()) });

/** What happened to one of the merchant's links, oldest first. */
export const linkTimelineRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (
  app,
  { services },
) => {
  const merchantOf = authenticatedMerchant(app, services.merchants);
  const timelines = linkTimelineRepository(services.db);

  app.get(
    '/api/v1/payment-links/:uuid/timeline',
    {
      config: { permission: 'links:read' },
      schema: {
        tags: ['merchant'],
        operationId: 'getPaymentLinkTimeline',
        summary: 'What happened to a payment link: opened, attempts, paid, webhooks sent',
        security: [{ apiKey: [] }],
        headers: AuthHeadersSchema,
        params: LinkUuidParamsSchema,
        response: { 200: LinkTimelineSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const stored = await services.links.findByUuid(request.params.uuid);
      // Another merchant's link answers exactly as one that does not exist.
      if (!stored || stored.merchantId !== merchant.id)
        throw notFound('No payment link has this uuid');
      const link = await services.linkStates.refresh(stored);
      const facts = await timelines.factsOf(merchant.id, link.uuid);
      if (!facts) throw notFound('No payment link has this uuid');
      const transactions = await services.transactions.listByLink(link.uuid);
      // Captures, voids and refunds of a link's payments join here once links have them (issue 22, LINK-PAYMENTS).
      return {
        events: linkTimeline(
          link,
          facts,
          transactions,
          await listLinkPaymentChanges(services.db, link.uuid),
        ),
      };
    },
  );
};
