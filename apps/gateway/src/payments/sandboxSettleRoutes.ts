import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  GatewayPaymentParamsSchema,
  GatewayPaymentSchema,
  SettleSandboxPaymentBodySchema,
} from '@paypage/contract/gatewayApi';
import { errorBody, errorResponses } from '../http/apiErrors';
import { EXPIRED_REFUSAL_REASON } from '@paypage/contract/expiredPayment';
import { expiredIfOverdue, expirePaymentNow } from './expiry';
import { settlePayment } from './settlePayment';
import { toGatewayPayment } from './sandboxPayment';
import type { GatewayDb } from '../store/database';
import { findPaymentById } from './paymentsRepository';

/**
 * Sandbox-only test helpers: decide a payment's outcome as a shopper's bank app would, or let a
 * payment's deadline come now.
 */
export function sandboxSettleRoutes(db: GatewayDb): FastifyPluginAsyncTypebox {
  return async (api) => {
    api.post(
      '/sandbox/payments/:id/settle',
      {
        schema: {
          params: GatewayPaymentParamsSchema,
          body: SettleSandboxPaymentBodySchema,
          response: {
            200: GatewayPaymentSchema,
            ...errorResponses(400, 401, 404, 409, 413, 415),
          },
        },
      },
      async (request, reply) => {
        const found = await findPaymentById(db, request.params.id);
        // A payment past its expiry is refused first, as the approval pages do.
        if (found) await expiredIfOverdue(db, found);
        const result = await settlePayment(db, request.params.id, request.body.status, new Date());
        switch (result.outcome) {
          case 'not_found':
            return reply.status(404).send(errorBody(404, 'Payment not found'));
          case 'final':
            return reply
              .status(409)
              .send(
                errorBody(
                  409,
                  `The payment is already ${result.payment.status} and can no longer change`,
                ),
              );
          case 'settled':
          case 'unchanged':
            return reply.send(toGatewayPayment(result.payment));
        }
      },
    );

    api.post(
      '/sandbox/payments/:id/expire',
      {
        schema: {
          params: GatewayPaymentParamsSchema,
          response: { 200: GatewayPaymentSchema, ...errorResponses(400, 401, 404, 409) },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const before = await findPaymentById(db, id);
        if (!before) return reply.status(404).send(errorBody(404, 'Payment not found'));
        if (before.status !== 'RECEIVED' && before.status !== 'PENDING') {
          return reply
            .status(409)
            .send(
              errorBody(409, `The payment is already ${before.status} and can no longer change`),
            );
        }
        if (!(await expirePaymentNow(db, id, new Date()))) {
          return reply
            .status(409)
            .send(errorBody(409, 'This payment never runs out: decide it with the settle call'));
        }
        const expired = await findPaymentById(db, id);
        // Decided by someone else in the same instant: the answer says how it stands.
        const status = expired?.refusalReason === EXPIRED_REFUSAL_REASON ? 200 : 409;
        return reply
          .status(status)
          .send(
            status === 200 && expired
              ? toGatewayPayment(expired)
              : errorBody(409, 'The payment was decided meanwhile'),
          );
      },
    );
  };
}
