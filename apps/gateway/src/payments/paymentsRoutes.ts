import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateGatewayPaymentBodySchema,
  GatewayPaymentParamsSchema,
  GatewayPaymentReferenceQuerySchema,
  GatewayPaymentSchema,
} from '@paypage/contract/gatewayApi';
import { errorBody, errorResponses } from '../http/apiErrors';
import { createPayment } from './createPayment';
import { expiredIfOverdue } from './expiry';
import { toGatewayPayment } from './sandboxPayment';
import type { GatewayDeps } from './gatewayMethod';
import { findPaymentById, findPaymentByReference } from './paymentsRepository';

/** The provider API the payment-link service calls, under /v1 and behind the API key. */
export function paymentsRoutes(deps: GatewayDeps): FastifyPluginAsyncTypebox {
  const { db } = deps;
  return async (api) => {
    api.post(
      '/payments',
      {
        schema: {
          body: CreateGatewayPaymentBodySchema,
          response: {
            200: GatewayPaymentSchema,
            201: GatewayPaymentSchema,
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
        if (result.outcome === 'conflict') {
          return reply
            .status(409)
            .send(
              errorBody(
                409,
                'This reference already belongs to a payment with another amount, currency, method or card',
              ),
            );
        }
        const status = result.outcome === 'created' ? 201 : 200;
        return reply.status(status).send(toGatewayPayment(result.payment));
      },
    );

    // A client that lost our answer (it crashed mid-call) finds its payment by its own reference.
    api.get(
      '/payments',
      {
        schema: {
          querystring: GatewayPaymentReferenceQuerySchema,
          response: { 200: GatewayPaymentSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const payment = await findPaymentByReference(db, request.query.reference);
        if (!payment) return reply.status(404).send(errorBody(404, 'Payment not found'));
        return reply.send(toGatewayPayment(payment));
      },
    );

    api.get(
      '/payments/:id',
      {
        schema: {
          params: GatewayPaymentParamsSchema,
          response: { 200: GatewayPaymentSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const found = await findPaymentById(db, request.params.id);
        if (!found) return reply.status(404).send(errorBody(404, 'Payment not found'));
        // A payment past its expiry is refused before anyone is told how it stands.
        return reply.send(toGatewayPayment(await expiredIfOverdue(db, found)));
      },
    );
  };
}
