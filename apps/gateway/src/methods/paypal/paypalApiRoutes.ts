import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GatewayPaymentParamsSchema, GatewayPaymentSchema } from '@paypage/contract/gatewayApi';
import { errorBody, errorResponses } from '../../http/apiErrors';
import { toGatewayPayment } from '../../payments/sandboxPayment';
import type { GatewayDeps } from '../../payments/gatewayMethod';
import { executePaypalPayment } from './paypalExecution';

/**
 * POST /v1/paypal/payments/{id}/execute: the service executes a payment the payer approved
 * (PayPal's execute call). Safe to repeat: a payment already executed, refused or not yet
 * approved is answered as it stands.
 */
export function paypalApiRoutes({ db }: GatewayDeps): FastifyPluginAsyncTypebox {
  return async (api) => {
    api.post(
      '/paypal/payments/:id/execute',
      {
        schema: {
          params: GatewayPaymentParamsSchema,
          response: { 200: GatewayPaymentSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const result = await executePaypalPayment(db, request.params.id, new Date());
        if (result.outcome === 'not_found') {
          return reply.status(404).send(errorBody(404, 'No PayPal payment has this id'));
        }
        return reply.send(toGatewayPayment(result.payment));
      },
    );
  };
}
