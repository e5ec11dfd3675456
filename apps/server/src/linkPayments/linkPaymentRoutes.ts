import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import { LinkRefundListSchema, LinkTransactionParamsSchema } from '@paypage/contract/linkPayments';
import { LinkRefundSchema } from '@paypage/contract/linkRefund';
import { MerchantTransactionSchema } from '@paypage/contract/merchantApi';
import {
  CaptureChargeBodySchema,
  CreateRefundBodySchema,
  VoidChargeBodySchema,
} from '@paypage/contract/merchantCharges';
import type { Gateway } from '../gateway/gateway';
import { errorResponses } from '../http/routeSchemas';
import type { Merchant } from '../merchants/merchant';
import { merchantAuthenticator } from '../merchants/merchantAuth';
import '../merchants/routePermission';
import type { Services } from '../services';
import { linkPaymentChanges, ownTransaction } from './linkPaymentChanges';
import { presentLinkRefund } from './linkRefundsRepository';

const AuthHeadersSchema = Type.Object({ authorization: Type.Optional(Type.String()) });
const MoneyHeadersSchema = Type.Object({
  authorization: Type.Optional(Type.String()),
  [IDEMPOTENCY_HEADER]: Type.Optional(
    Type.String({ description: 'Required: 8 to 128 letters, digits, - or _' }),
  ),
});
const merchantApi = { tags: ['merchant'], security: [{ apiKey: [] }] };
/** Money moves: one Idempotency-Key, one effect (DESIGN.md); finance and admin only. */
const MONEY = { idempotent: true, permission: 'payments:manage' } as const;
const PATH = '/api/v1/payment-links/:uuid/transactions/:transactionId';

/**
 * Capture, void and refunds of a paid link's payment (issue 22, decision record 0039): what the
 * merchant API does for charges (0024), for the payments the page took.
 */
export const linkPaymentRoutes: FastifyPluginAsyncTypebox<{
  services: Services;
  gateway: Gateway;
}> = async (app, { services, gateway }) => {
  const authenticate = merchantAuthenticator(services.merchants);
  const merchantOf = new WeakMap<object, Merchant>();
  // Authenticate before the body is validated, and scope Idempotency-Keys by merchant.
  app.addHook('onRequest', async (request) => {
    const merchant = await authenticate(request);
    merchantOf.set(request, merchant);
    request.idempotencyOwner = merchant.id;
  });
  // Capture, void and refund "everything" are sent without a body: it means an empty one.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body === undefined) request.body = {};
  });
  const changes = linkPaymentChanges(services, gateway);
  const transactionOf = (request: object & { params: { uuid: string; transactionId: string } }) =>
    ownTransaction(
      services,
      merchantOf.get(request) as Merchant,
      request.params.uuid,
      request.params.transactionId,
    );

  app.post(
    `${PATH}/capture`,
    {
      config: MONEY,
      schema: {
        ...merchantApi,
        operationId: 'capturePaymentLinkTransaction',
        summary: "Capture a link's authorised payment, in full or in part, once",
        headers: MoneyHeadersSchema,
        params: LinkTransactionParamsSchema,
        body: CaptureChargeBodySchema,
        response: {
          200: MerchantTransactionSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 429, 502),
        },
      },
    },
    async (request) => changes.capture(await transactionOf(request), request.body),
  );

  app.post(
    `${PATH}/void`,
    {
      config: MONEY,
      schema: {
        ...merchantApi,
        operationId: 'voidPaymentLinkTransaction',
        summary: "Release a link's authorised payment nothing was captured of",
        headers: MoneyHeadersSchema,
        params: LinkTransactionParamsSchema,
        body: VoidChargeBodySchema,
        response: {
          200: MerchantTransactionSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 429, 502),
        },
      },
    },
    async (request) => changes.void(await transactionOf(request)),
  );

  app.post(
    `${PATH}/refunds`,
    {
      config: MONEY,
      schema: {
        ...merchantApi,
        operationId: 'refundPaymentLinkTransaction',
        summary: "Refund a link's payment: all that is left, or part of it, with a reason",
        headers: MoneyHeadersSchema,
        params: LinkTransactionParamsSchema,
        body: CreateRefundBodySchema,
        response: {
          201: LinkRefundSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 429, 502),
        },
      },
    },
    async (request, reply) => {
      const tx = await transactionOf(request);
      const key = String(request.headers[IDEMPOTENCY_HEADER]);
      return reply.code(201).send(await changes.refund(tx, request.body, key));
    },
  );

  app.get(
    `${PATH}/refunds`,
    {
      config: { permission: 'links:read' },
      schema: {
        ...merchantApi,
        operationId: 'listPaymentLinkTransactionRefunds',
        summary: "A link's payment's refunds, oldest first",
        headers: AuthHeadersSchema,
        params: LinkTransactionParamsSchema,
        response: { 200: LinkRefundListSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const tx = await transactionOf(request);
      const refunds = await services.linkRefunds.listByTransaction(tx.id);
      return { refunds: refunds.map(presentLinkRefund) };
    },
  );
};
