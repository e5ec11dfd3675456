import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GatewayThreeDSecureBodySchema } from '@paypage/contract/cardPayments';
import { GatewayPaymentParamsSchema, GatewayPaymentSchema } from '@paypage/contract/gatewayApi';
import type { PublicAddress } from '../../../hosted/publicAddress';
import { errorBody, errorResponses } from '../../../http/apiErrors';
import { continueThreeDSecure } from '../payment/continueThreeDSecure';
import { toGatewayPayment } from '../../../payments/sandboxPayment';
import type { ShopperStepWindows } from '../../../payments/shopperStepWindows';
import type { GatewayDb } from '../../../store/database';

/**
 * POST /v1/payments/:id/three-d-secure: the service reports a finished 3-D Secure step (the
 * method frame answered or timed out; the challenge frame answered) and gets the payment back,
 * final or with its next action.
 */
export function threeDSecureApiRoutes(
  db: GatewayDb,
  address: PublicAddress,
  windows: ShopperStepWindows,
): FastifyPluginAsyncTypebox {
  return async (api) => {
    api.post(
      '/payments/:id/three-d-secure',
      {
        schema: {
          params: GatewayPaymentParamsSchema,
          body: GatewayThreeDSecureBodySchema,
          response: {
            200: GatewayPaymentSchema,
            ...errorResponses(400, 401, 404, 409, 413, 415),
          },
        },
      },
      async (request, reply) => {
        const result = await continueThreeDSecure(
          db,
          request.params.id,
          request.body,
          new Date(),
          address,
          windows,
        );
        switch (result.outcome) {
          case 'not_found':
            return reply.status(404).send(errorBody(404, 'Payment not found'));
          case 'not_ready':
            return reply.status(409).send(errorBody(409, result.message));
          case 'continued':
          case 'unchanged':
            return reply.send(toGatewayPayment(result.payment));
        }
      },
    );
  };
}
