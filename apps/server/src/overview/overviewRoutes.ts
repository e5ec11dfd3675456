import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { MerchantOverviewSchema } from '@paypage/contract/merchantOverview';
import { errorResponses } from '../http/routeSchemas';
import { authenticatedMerchant } from '../merchants/authenticatedMerchant';
import type { Services } from '../services';
import { overviewRepository } from './overviewRepository';

const AuthHeadersSchema = Type.Object({ authorization: Type.Optional(Type.String()) });

/** Today and this month begin at midnight UTC, whatever the merchant's time zone. */
export function periodStarts(now: Date): { dayStart: string; monthStart: string } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return {
    dayStart: new Date(Date.UTC(year, month, now.getUTCDate())).toISOString(),
    monthStart: new Date(Date.UTC(year, month, 1)).toISOString(),
  };
}

/** How the merchant's links are doing: paid amounts, the funnel, methods and refusals. */
export const overviewRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (
  app,
  { services },
) => {
  const merchantOf = authenticatedMerchant(app, services.merchants);
  const overviews = overviewRepository(services.db);

  app.get(
    '/api/v1/overview',
    {
      config: { permission: 'links:read' },
      schema: {
        tags: ['merchant'],
        operationId: 'getOverview',
        summary: 'Paid today and this month per currency, opened → paid, methods, refusals',
        security: [{ apiKey: [] }],
        headers: AuthHeadersSchema,
        response: { 200: MerchantOverviewSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => overviews.overview(merchantOf(request).id, periodStarts(new Date())),
  );
};
