import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { GatewayPaymentSchema } from '@paypage/contract/gatewayApi';
import {
  SandboxDepositBodySchema,
  SandboxDepositParamsSchema,
} from '@paypage/contract/methods/virtualAccount';
import { errorBody, errorResponses } from '../../../http/apiErrors';
import { toGatewayPayment } from '../../../payments/sandboxPayment';
import type { GatewayDeps } from '../../../payments/gatewayMethod';
import type { DepositResult } from '../deposits';
import { depositInto, expireNow } from '../deposits';

const RESPONSES = {
  200: GatewayPaymentSchema,
  ...errorResponses(400, 401, 404, 409, 413, 415, 422),
};

/** The deposit's or expiry's answer: the payment as it now stands, or why nothing moved. */
function answer(reply: FastifyReply, result: DepositResult) {
  switch (result.outcome) {
    case 'not_found':
      return reply.status(404).send(errorBody(404, 'No virtual account has this number'));
    case 'expired':
      return reply
        .status(409)
        .send(errorBody(409, 'This virtual account has expired and takes no more money'));
    case 'closed':
      return reply
        .status(409)
        .send(
          errorBody(409, `The payment is already ${result.payment.status}; the money is sent back`),
        );
    case 'wrong_amount':
      return reply
        .status(422)
        .send(
          errorBody(
            422,
            `A virtual account takes exactly ${result.payment.amount} ${result.payment.currency}; the money is sent back`,
          ),
        );
    case 'deposited':
      return reply.send(toGatewayPayment(result.payment));
  }
}

/** Sandbox only, behind the API key: money arriving in a virtual account, or its deadline. */
export function sandboxDepositRoutes({ db }: GatewayDeps): FastifyPluginAsyncTypebox {
  return async (api) => {
    api.post(
      '/sandbox/virtual-accounts/:accountNumber/deposits',
      {
        schema: {
          params: SandboxDepositParamsSchema,
          body: SandboxDepositBodySchema,
          response: RESPONSES,
        },
      },
      async (request, reply) =>
        answer(
          reply,
          await depositInto(db, request.params.accountNumber, request.body, new Date()),
        ),
    );

    api.post(
      '/sandbox/virtual-accounts/:accountNumber/expire',
      { schema: { params: SandboxDepositParamsSchema, response: RESPONSES } },
      async (request, reply) => {
        const result = await expireNow(db, request.params.accountNumber, new Date());
        // Expiring is what was asked: the expired payment is the answer, not a conflict.
        if (result.outcome === 'expired') return reply.send(toGatewayPayment(result.payment));
        return answer(reply, result);
      },
    );
  };
}
