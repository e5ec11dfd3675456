import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { Compile } from 'typebox/compile';
import { GatewayWebhookSchema } from '@paypage/contract/gatewayApi';
import { SIGNATURE_HEADER, checkSignature } from '@paypage/contract/webhookSignature';
import type { ServerConfig } from '../config';
import { type Gateway, GatewayUnavailable } from '../gateway/gateway';
import { Problem } from '../http/problem';
import { errorResponses } from '../http/routeSchemas';
import type { Services } from '../services';
import { applyGatewayPayment, applyGatewayRead } from './applyGatewayPayment';

const webhookShape = Compile(GatewayWebhookSchema);
const rawBodies = new WeakMap<object, string>();

export const gatewayWebhookRoutes: FastifyPluginAsyncTypebox<{
  services: Services;
  config: ServerConfig;
  gateway: Gateway;
}> = async (app, { services, config, gateway }) => {
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
        operationId: 'receiveGatewayWebhook',
        security: [],
        summary: "The gateway's signed payment updates",
        response: {
          200: Type.Object({
            received: Type.Boolean(),
            duplicate: Type.Boolean(),
            refused: Type.Optional(
              Type.Literal('AMOUNT_MISMATCH', {
                description:
                  'Not applied: its amount or currency is not the payment’s. Acknowledged all ' +
                  'the same, since a retry of the same signed bytes can never be right; the ' +
                  'service reads the payment from the gateway instead and alerts the operator.',
              }),
            ),
          }),
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
      const webhook = request.body;
      const result = await applyGatewayPayment(services.db, webhook);
      await services.events.record('gateway_webhook', null, 'gateway', {
        eventId: webhook.id,
        paymentId: webhook.data.id,
        status: webhook.data.status,
        outcome: result.outcome,
      });
      if (result.outcome !== 'refused') {
        return { received: true, duplicate: result.outcome === 'duplicate' };
      }
      // Refused, and answered 200 all the same: the gateway retries a non-2xx answer a dozen
      // times and holds the payment's later webhooks behind it, for bytes that stay wrong. What
      // the payment really is, the gateway tells when asked; the settle path checks that too.
      request.log.error(
        { mismatch: result.mismatch },
        'gateway webhook refused: its amount or currency is not the payment’s',
      );
      const onMismatch = (mismatch: unknown) =>
        request.log.error({ mismatch }, 'gateway read refused: its amount is not the payment’s');
      try {
        const payment = await gateway.findPayment(webhook.data.id);
        if (payment) await applyGatewayRead(services, payment, onMismatch);
      } catch (error) {
        // The webhook's answer stands (a 5xx would only bring back the same bytes): the payment
        // is still open here, and the reconciler reads it again on its next round.
        const level = error instanceof GatewayUnavailable ? 'warn' : 'error';
        request.log[level]({ err: error }, 'reading the payment after a refused webhook failed');
      }
      return { received: true, duplicate: false, refused: 'AMOUNT_MISMATCH' as const };
    },
  );
};
