import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GatewayPaymentParamsSchema, GatewayPaymentSchema } from '@paypage/contract/gatewayApi';
import {
  CreateGatewayMandateBodySchema,
  GatewayMandateParamsSchema,
  GatewayMandateSchema,
  ReturnSepaDebitBodySchema,
} from '@paypage/contract/methods/sepa';
import { errorBody, errorResponses } from '../../http/apiErrors';
import { toGatewayPayment } from '../../payments/sandboxPayment';
import { settlePayment } from '../../payments/settlePayment';
import { findPaymentById } from '../../payments/paymentsRepository';
import type { GatewayDeps } from '../../payments/gatewayMethod';
import { createMandate } from './createMandate';
import { markCleared } from './sepaDebitsRepository';
import { findMandate, toGatewayMandate } from './sepaMandatesRepository';

/** The SEPA provider calls under /v1 (API key): mandates, and the sandbox's returned debit. */
export function sepaApiRoutes({ db }: GatewayDeps): FastifyPluginAsyncTypebox {
  return async (api) => {
    api.post(
      '/sepa/mandates',
      {
        schema: {
          body: CreateGatewayMandateBodySchema,
          response: {
            200: GatewayMandateSchema,
            201: GatewayMandateSchema,
            ...errorResponses(400, 401, 409, 413, 415),
          },
        },
      },
      async (request, reply) => {
        const result = await createMandate(db, request.body, new Date());
        if (result.outcome === 'invalid') {
          const message = `Invalid request: ${result.fields.map((f) => `${f.field} ${f.message}`).join('; ')}`;
          return reply.status(400).send({ ...errorBody(400, message), fields: result.fields });
        }
        if (result.outcome === 'conflict') {
          return reply
            .status(409)
            .send(errorBody(409, 'This reference already belongs to another mandate'));
        }
        const status = result.outcome === 'created' ? 201 : 200;
        return reply.status(status).send(toGatewayMandate(result.mandate));
      },
    );

    api.get(
      '/sepa/mandates/:id',
      {
        schema: {
          params: GatewayMandateParamsSchema,
          response: { 200: GatewayMandateSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const mandate = await findMandate(db, request.params.id);
        if (!mandate) return reply.status(404).send(errorBody(404, 'Mandate not found'));
        return reply.send(toGatewayMandate(mandate));
      },
    );

    api.post(
      '/sandbox/sepa/payments/:id/return',
      {
        schema: {
          params: GatewayPaymentParamsSchema,
          body: ReturnSepaDebitBodySchema,
          response: { 200: GatewayPaymentSchema, ...errorResponses(400, 401, 404, 409, 415) },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const payment = await findPaymentById(db, id);
        if (payment?.method !== 'SEPA_DD') {
          return reply.status(404).send(errorBody(404, 'No SEPA direct debit has this id'));
        }
        const result = await settlePayment(db, id, 'REFUSED', new Date(), {
          refusalReason: request.body.reason,
        });
        if (result.outcome === 'not_found') {
          return reply.status(404).send(errorBody(404, 'No SEPA direct debit has this id'));
        }
        if (result.outcome === 'final') {
          return reply
            .status(409)
            .send(errorBody(409, `The debit is already ${result.payment.status}`));
        }
        await markCleared(db, id);
        return reply.send(toGatewayPayment(result.payment));
      },
    );
  };
}
