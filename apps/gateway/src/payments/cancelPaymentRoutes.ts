import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GatewayPaymentParamsSchema, GatewayPaymentSchema } from '@paypage/contract/gatewayApi';
import { errorBody, errorResponses } from '../http/apiErrors';
import { cancelPayment } from './cancelPayment';
import { toGatewayPayment } from './sandboxPayment';
import type { GatewayDb } from '../store/database';

/**
 * POST /v1/payments/{id}/cancel, behind the API key: the service gives up an attempt that
 * waits on the shopper (payments/cancelPayment). No body is needed (an empty JSON object is
 * welcome). 200 with the payment as it then stands: REFUSED with CANCELLED after a cancel; as
 * it was when final already, or when it is open but past stopping (waitsOnShopper false).
 */
export function cancelPaymentRoutes(db: GatewayDb): FastifyPluginAsyncTypebox {
  return async (api) => {
    api.post(
      '/payments/:id/cancel',
      {
        schema: {
          params: GatewayPaymentParamsSchema,
          response: { 200: GatewayPaymentSchema, ...errorResponses(400, 401, 404, 413, 415) },
        },
      },
      async (request, reply) => {
        const payment = await cancelPayment(db, request.params.id, new Date());
        if (!payment) return reply.status(404).send(errorBody(404, 'Payment not found'));
        return reply.send(toGatewayPayment(payment));
      },
    );
  };
}
