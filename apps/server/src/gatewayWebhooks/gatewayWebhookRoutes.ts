import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { Compile } from 'typebox/compile';
import { GatewayWebhookSchema } from '@paypage/contract/gatewayApi';
import { SIGNATURE_HEADER } from '@paypage/contract/webhookSignature';
import type { ServerConfig } from '../config';
import { Problem } from '../http/problem';
import { errorResponses } from '../http/routeSchemas';
import type { Services } from '../services';
import { applyGatewayPayment } from './applyGatewayPayment';
import { checkSignature } from '../http/webhookSignature';

const webhookShape = Compile(GatewayWebhookSchema);
const rawBodies = new WeakMap<object, string>();

export const gatewayWebhookRoutes: FastifyPluginAsyncTypebox<{
  services: Services;
  config: ServerConfig;
}> = async (app, { services, config }) => {
  // The signature covers the exact bytes sent, so keep them before parsing (this plugin only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, body as string);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new Problem(400, 'VALIDATION_FAILED', 'The body is not valid JSON'), undefined);
    }
  });

  app.post(
    '/webhooks/gateway',
    {
      schema: {
        tags: ['webhooks'],
        summary: "The gateway's signed payment updates",
        response: {
          200: Type.Object({ received: Type.Boolean(), duplicate: Type.Boolean() }),
          ...errorResponses(400, 401, 404, 413, 415),
        },
      },
    },
    async (request) => {
      const check = checkSignature(
        config.gatewayWebhookSecret,
        request.headers[SIGNATURE_HEADER] as string | undefined,
        rawBodies.get(request) ?? '',
        Math.floor(Date.now() / 1000),
      );
      if (!config.gatewayWebhookSecret || check !== 'valid') {
        throw new Problem(401, 'INVALID_SIGNATURE', `The webhook signature is ${check}`);
      }
      if (!webhookShape.Check(request.body)) {
        throw new Problem(400, 'VALIDATION_FAILED', 'The webhook body is not a payment update');
      }
      const outcome = await applyGatewayPayment(services.db, request.body);
      await services.events.record('gateway_webhook', null, 'gateway', {
        eventId: request.body.id,
        paymentId: request.body.data.id,
        status: request.body.data.status,
        outcome,
      });
      return { received: true, duplicate: outcome === 'duplicate' };
    },
  );
};
