import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  QueuedWebhookSchema,
  WebhookDeliveryListQuerySchema,
  WebhookDeliveryListSchema,
  WebhookDeliveryParamsSchema,
} from '@paypage/contract/merchantApi';
import { invalidInput, notFound } from '../http/problem';
import { errorResponses } from '../http/routeSchemas';
import type { Merchant } from '../merchants/merchant';
import { merchantAuthenticator } from '../merchants/merchantAuth';
import type { Services } from '../services';
import { sendTestEvent } from './notifyMerchant';

const AuthHeadersSchema = Type.Object({ authorization: Type.Optional(Type.String()) });
const DEFAULT_LIST_LIMIT = 50;

/** The merchant's own webhook outbox: a test event, the deliveries, and redelivery. */
export const merchantWebhookRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (
  app,
  { services },
) => {
  const authenticate = merchantAuthenticator(services.merchants);
  const merchantOf = new WeakMap<object, Merchant>();
  // This plugin is encapsulated: its hook runs for exactly the routes below, however their path
  // is written (`/api/v1/%77ebhooks/…` too), and before the body is validated.
  app.addHook('onRequest', async (request) => {
    merchantOf.set(request, await authenticate(request));
  });
  const currentMerchant = (request: object): Merchant => merchantOf.get(request) as Merchant;
  const schema = <T extends object>(summary: string, parts: T) => ({
    tags: ['merchant'],
    summary,
    security: [{ apiKey: [] }],
    headers: AuthHeadersSchema,
    ...parts,
  });

  app.post(
    '/api/v1/webhooks/test',
    {
      config: { permission: 'developers' },
      schema: schema('Send a webhook.test event to your webhook URL', {
        operationId: 'sendTestWebhook',
        response: { 202: QueuedWebhookSchema, ...errorResponses(400, 401, 429) },
      }),
    },
    async (request, reply) => {
      const merchant = currentMerchant(request);
      if (!merchant.webhookUrl) {
        throw invalidInput([
          { field: 'webhookUrl', message: 'is not set on your merchant account' },
        ]);
      }
      const id = await sendTestEvent(services, merchant.id);
      return reply.code(202).send({ id, state: 'PENDING' as const });
    },
  );

  app.get(
    '/api/v1/webhooks/deliveries',
    {
      config: { permission: 'developers' },
      schema: schema('Your webhook events, newest first, with every delivery attempt', {
        operationId: 'listWebhookDeliveries',
        querystring: WebhookDeliveryListQuerySchema,
        response: { 200: WebhookDeliveryListSchema, ...errorResponses(400, 401, 429) },
      }),
    },
    async (request) => ({
      deliveries: await services.merchantWebhooks.listDeliveries(currentMerchant(request).id, {
        limit: request.query.limit ? Number(request.query.limit) : DEFAULT_LIST_LIMIT,
        state: request.query.state,
      }),
    }),
  );

  app.post(
    '/api/v1/webhooks/deliveries/:deliveryId/redeliver',
    {
      config: { permission: 'developers' },
      schema: schema('Send an event again (same id and body, freshly signed)', {
        operationId: 'redeliverWebhookEvent',
        params: WebhookDeliveryParamsSchema,
        response: { 202: QueuedWebhookSchema, ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request, reply) => {
      const merchant = currentMerchant(request);
      const { deliveryId } = request.params;
      if (!(await services.merchantWebhooks.requeue(merchant.id, deliveryId))) {
        throw notFound('No webhook event of yours has this id');
      }
      return reply.code(202).send({ id: deliveryId, state: 'PENDING' as const });
    },
  );
};
