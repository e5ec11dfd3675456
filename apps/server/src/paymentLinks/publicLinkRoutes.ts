import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { VISIT_HEADER } from '@paypage/contract/headers';
import { LinkUuidParamsSchema, PaymentLinkInfoSchema } from '@paypage/contract/paymentLink';
import { notFound } from '../http/problem';
import { errorResponses, PublicHeadersSchema, sourceOf } from '../http/routeSchemas';
import type { VisitRecorder } from '../events/visitRecorder';
import type { Services } from '../services';
import { toLinkInfo } from './linkInfo';

/** The shopper's link read as the API declares it (bench/api measures the same route shape). */
export const LINK_READ_SCHEMA = {
  tags: ['public'],
  operationId: 'getLinkForPage',
  security: [],
  summary: 'The link info the payment page shows',
  params: LinkUuidParamsSchema,
  headers: PublicHeadersSchema,
  response: { 200: PaymentLinkInfoSchema, ...errorResponses(400, 404, 429) },
};

export const publicLinkRoutes: FastifyPluginAsyncTypebox<{
  services: Services;
  visits: VisitRecorder;
}> = async (app, { services, visits }) => {
  app.get('/public/payment-link/uuid/:uuid', { schema: LINK_READ_SCHEMA }, async (request) => {
    const stored = await services.links.findWithUsedAssets(request.params.uuid);
    if (!stored) throw notFound('No payment link has this uuid');
    const { usedAssets } = stored;
    const link = await services.linkStates.refresh(stored.link);
    const merchant = await services.merchantProfiles.get(link.merchantId);
    // Written a moment later with others: the shopper's page does not wait on it.
    if (request.headers[VISIT_HEADER] === 'true') {
      visits.record(link.uuid, sourceOf(request.headers), link.status);
    }
    return toLinkInfo(link, merchant, usedAssets);
  });
};
