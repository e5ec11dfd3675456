import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateCheckoutSessionBodySchema,
  GatewayCheckoutSessionSchema,
} from '@paypage/contract/methods/providerCheckout';
import { errorBody, errorResponses } from '../../http/apiErrors';
import { createPayment } from '../../payments/createPayment';
import type { GatewayDeps } from '../../payments/gatewayMethod';
import { toGatewayCheckoutSession } from './checkoutSession';
import { findCheckoutSessionOfPayment } from './checkoutSessionsRepository';

/**
 * POST /v1/checkout/sessions: the service opens the provider's checkout for one payment. The
 * payment and its session are made together (the method's start), and the same reference
 * answers the same session, as POST /v1/payments answers the same payment.
 */
export function checkoutApiRoutes(deps: GatewayDeps): FastifyPluginAsyncTypebox {
  return async (api) => {
    api.post(
      '/checkout/sessions',
      {
        schema: {
          body: CreateCheckoutSessionBodySchema,
          response: {
            200: GatewayCheckoutSessionSchema,
            201: GatewayCheckoutSessionSchema,
            ...errorResponses(400, 401, 409, 413, 415),
          },
        },
      },
      async (request, reply) => {
        const result = await createPayment(deps, request.body, new Date());
        if (result.outcome === 'invalid') {
          const message = `Invalid request: ${result.fields.map((field) => `${field.field} ${field.message}`).join('; ')}`;
          return reply.status(400).send({ ...errorBody(400, message), fields: result.fields });
        }
        const session =
          result.outcome !== 'conflict'
            ? await findCheckoutSessionOfPayment(deps.db, result.payment.id)
            : undefined;
        if (!session) {
          return reply
            .status(409)
            .send(
              errorBody(
                409,
                'This reference already belongs to another payment (amount, currency or method)',
              ),
            );
        }
        const status = result.outcome === 'created' ? 201 : 200;
        return reply.status(status).send(toGatewayCheckoutSession(session, result.payment));
      },
    );
  };
}
