import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import {
  CaptureGatewayPaymentBodySchema,
  GatewayPaymentParamsSchema,
  GatewayPaymentSchema,
  RefundGatewayPaymentBodySchema,
} from '@paypage/contract/gatewayApi';
import Type from 'typebox';
import { errorBody, errorResponses } from '../http/apiErrors';
import { capturePayment, type ChangeResult, refundPayment, voidPayment } from './paymentChanges';
import { toGatewayPayment } from './sandboxPayment';
import type { GatewayDb } from '../store/database';

const answers = { 200: GatewayPaymentSchema, ...errorResponses(400, 401, 404, 409, 422) };

function answer(reply: FastifyReply, result: ChangeResult) {
  if (result.outcome === 'not_found') {
    return reply.status(404).send(errorBody(404, 'Payment not found'));
  }
  if (result.outcome === 'conflict') return reply.status(409).send(errorBody(409, result.message));
  if (result.outcome === 'too_much') {
    return reply.status(422).send({
      ...errorBody(422, result.message),
      fields: [{ field: '/amount', message: result.message }],
    });
  }
  return reply.status(200).send(toGatewayPayment(result.payment));
}

/** Capture, void and refunds of a payment (decision record 0024), behind the API key. */
export function paymentChangesRoutes(db: GatewayDb): FastifyPluginAsyncTypebox {
  return async (api) => {
    api.post(
      '/payments/:id/capture',
      {
        schema: {
          params: GatewayPaymentParamsSchema,
          body: CaptureGatewayPaymentBodySchema,
          response: answers,
        },
      },
      async (request, reply) =>
        answer(reply, await capturePayment(db, request.params.id, request.body.amount, new Date())),
    );

    api.post(
      '/payments/:id/void',
      {
        schema: {
          params: GatewayPaymentParamsSchema,
          body: Type.Object({}, { additionalProperties: false }),
          response: answers,
        },
      },
      async (request, reply) => answer(reply, await voidPayment(db, request.params.id, new Date())),
    );

    api.post(
      '/payments/:id/refunds',
      {
        schema: {
          params: GatewayPaymentParamsSchema,
          body: RefundGatewayPaymentBodySchema,
          response: answers,
        },
      },
      async (request, reply) =>
        answer(reply, await refundPayment(db, request.params.id, request.body, new Date())),
    );
  };
}
