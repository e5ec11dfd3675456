import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  GatewayPaymentParamsSchema,
  GatewayPaymentSchema,
  SettleSandboxPaymentBodySchema,
} from '@paypage/contract/gatewayApi';
import { errorBody, errorResponses } from '../http/apiErrors';
import { expiredIfOverdue } from '../payments/expiry';
import { settlePayment } from '../payments/settlePayment';
import { findPaymentById } from '../store/paymentsRepository';
import { toGatewayPayment } from '../payments/sandboxPayment';
import type { GatewayDb } from '../store/database';

/** Sandbox-only test helper: decides a payment's outcome as a shopper's bank app would. */
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
  };
}
