import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { GatewayPaymentParamsSchema, GatewayPaymentSchema } from '@paypage/contract/gatewayApi';
import {
  type GatewayPaymentSlip,
  GatewayPaymentSlipSchema,
} from '@paypage/contract/methods/paymentSlip';
import { errorBody, errorResponses } from '../../http/apiErrors';
import { toGatewayPayment } from '../../payments/sandboxPayment';
import type { GatewayDeps } from '../../payments/gatewayMethod';
import {
  receiveTransfer,
  refuseIfOverdue,
  refuseNotReceived,
  startDueDateSweep,
} from './slipOutcomes';
import type { TransferOutcome } from './slipOutcomes';
import { findSlip } from './slipsRepository';

const SLIP_NOT_FOUND = 'No payment slip has this id';

/** A sandbox decision's answer: the payment as it now stands, or why nothing changed. */
function answer(reply: FastifyReply, result: TransferOutcome) {
  switch (result.outcome) {
    case 'not_found':
      return reply.status(404).send(errorBody(404, SLIP_NOT_FOUND));
    case 'overdue':
      return reply
        .status(409)
        .send(errorBody(409, 'The slip was past its due date: the transfer is sent back'));
    case 'final':
      return reply
        .status(409)
        .send(
          errorBody(409, `The slip is already ${result.payment.status} and can no longer change`),
        );
    case 'settled':
    case 'unchanged':
      return reply.send(toGatewayPayment(result.payment));
  }
}

/**
 * The provider's payment slip calls under /v1 (API key): the account a slip is paid into, for the
 * service to show the shopper, and the sandbox's stand-ins for the bank, a transfer arriving or
 * the due date passing without one. Also runs the due-date sweep while the gateway runs.
 */
export function slipApiRoutes({ db }: GatewayDeps): FastifyPluginAsyncTypebox {
  return async (api) => {
    let sweep: ReturnType<typeof startDueDateSweep> | undefined;
    api.addHook('onReady', async () => {
      sweep = startDueDateSweep(db, api.log);
    });
    api.addHook('onClose', async () => {
      await sweep?.stop();
    });

    api.get(
      '/payment-slips/:id',
      {
        schema: {
          params: GatewayPaymentParamsSchema,
          response: { 200: GatewayPaymentSlipSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        // A slip past its due date is refused before anyone is told it still waits.
        await refuseIfOverdue(db, request.params.id, new Date());
        const slip = await findSlip(db, request.params.id);
        if (!slip) return reply.status(404).send(errorBody(404, SLIP_NOT_FOUND));
        const body: GatewayPaymentSlip = {
          paymentId: slip.paymentId,
          iban: slip.iban,
          creditorReference: slip.creditorReference,
          dueDate: slip.dueAt,
        };
        return reply.send(body);
      },
    );

    const decision = {
      schema: {
        params: GatewayPaymentParamsSchema,
        response: { 200: GatewayPaymentSchema, ...errorResponses(400, 401, 404, 409) },
      },
    };

    api.post('/sandbox/payment-slips/:id/transfer-received', decision, async (request, reply) =>
      answer(reply, await receiveTransfer(db, request.params.id, new Date())),
    );

    api.post('/sandbox/payment-slips/:id/due-date-passed', decision, async (request, reply) => {
      const slip = await findSlip(db, request.params.id);
      if (!slip) return reply.status(404).send(errorBody(404, SLIP_NOT_FOUND));
      return answer(reply, await refuseNotReceived(db, slip.paymentId, new Date()));
    });
  };
}
