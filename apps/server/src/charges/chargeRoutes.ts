import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import {
  CaptureChargeBodySchema,
  ChargeParamsSchema,
  ChargeSchema,
  ConsumerAssetsSchema,
  ConsumerParamsSchema,
  CreateChargeBodySchema,
  CreateRefundBodySchema,
  RefundListSchema,
  RefundSchema,
  VoidChargeBodySchema,
} from '@paypage/contract/merchantCharges';
import type { Gateway } from '../gateway/gateway';
import { errorResponses } from '../http/routeSchemas';
import type { Merchant } from '../merchants/merchant';
import { merchantAuthenticator } from '../merchants/merchantAuth';
import type { SavedAssetCharge } from '../methods/savedAssetCharge';
import type { Services } from '../services';
import { chargeChanges, ownCharge } from './chargeChanges';
import { createCharge } from './createCharge';
import { presentCharge } from './settleCharge';

const AuthHeadersSchema = Type.Object({ authorization: Type.Optional(Type.String()) });
const MoneyHeadersSchema = Type.Object({
  authorization: Type.Optional(Type.String()),
  [IDEMPOTENCY_HEADER]: Type.Optional(
    Type.String({ description: 'Required: 8 to 128 letters, digits, - or _' }),
  ),
});
const merchantApi = { tags: ['merchant'], security: [{ apiKey: [] }] };
/** Every call that moves money: one Idempotency-Key, one effect (DESIGN.md). */
const MONEY = { idempotent: true } as const;

/** The merchant API's use of saved assets later: charges, captures, voids, refunds (0024). */
export const chargeRoutes: FastifyPluginAsyncTypebox<{
  services: Services;
  gateway: Gateway;
  chargers: readonly SavedAssetCharge[];
}> = async (app, { services, gateway, chargers }) => {
  const authenticate = merchantAuthenticator(services.merchants);
  const merchantOf = new WeakMap<object, Merchant>();
  app.addHook('onRequest', async (request) => {
    const merchant = await authenticate(request);
    merchantOf.set(request, merchant);
    request.idempotencyOwner = merchant.id;
  });
  // Capture, void and refund "everything" are sent without a body: it means an empty one.
  app.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body === undefined) request.body = {};
  });
  const currentMerchant = (request: object): Merchant => merchantOf.get(request) as Merchant;
  const keyOf = (headers: Record<string, unknown>) => String(headers[IDEMPOTENCY_HEADER]);
  const changes = chargeChanges(services, gateway);

  app.get(
    '/api/v1/consumers/:consumerReference/assets',
    {
      config: { permission: 'consumers:read' },
      schema: {
        ...merchantApi,
        operationId: 'listConsumerAssets',
        summary: "A consumer's saved cards, SEPA mandates and PayPal accounts",
        headers: AuthHeadersSchema,
        params: ConsumerParamsSchema,
        response: { 200: ConsumerAssetsSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const { consumerReference } = request.params;
      const owner = { merchantId: currentMerchant(request).id, consumerReference };
      return { consumerReference, ...(await services.assets.listForConsumer(owner)) };
    },
  );

  app.post(
    '/api/v1/charges',
    {
      config: { ...MONEY, permission: 'consumers:manage' },
      schema: {
        ...merchantApi,
        operationId: 'createCharge',
        summary: 'Charge a saved asset without the consumer (off-session)',
        headers: MoneyHeadersSchema,
        body: CreateChargeBodySchema,
        response: {
          201: ChargeSchema,
          ...errorResponses(400, 401, 404, 409, 413, 415, 422, 429, 502),
        },
      },
    },
    async (request, reply) => {
      const merchant = currentMerchant(request);
      const charge = await createCharge(services, gateway, chargers, {
        merchant,
        body: request.body,
        idempotencyKey: keyOf(request.headers),
      });
      return reply.code(201).send(await presentCharge(services, charge));
    },
  );

  app.get(
    '/api/v1/charges/:chargeId',
    {
      config: { permission: 'links:read' },
      schema: {
        ...merchantApi,
        operationId: 'getCharge',
        summary: 'A charge as it stands',
        headers: AuthHeadersSchema,
        params: ChargeParamsSchema,
        response: { 200: ChargeSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) =>
      presentCharge(
        services,
        await ownCharge(services, currentMerchant(request), request.params.chargeId),
      ),
  );

  app.post(
    '/api/v1/charges/:chargeId/capture',
    {
      config: { ...MONEY, permission: 'payments:manage' },
      schema: {
        ...merchantApi,
        operationId: 'captureCharge',
        summary: 'Capture an authorised charge, in full or in part, once',
        headers: MoneyHeadersSchema,
        params: ChargeParamsSchema,
        body: CaptureChargeBodySchema,
        response: {
          200: ChargeSchema,
          ...errorResponses(400, 401, 404, 409, 413, 415, 422, 429, 502),
        },
      },
    },
    async (request) => {
      const merchant = currentMerchant(request);
      const charge = await changes.capture(merchant, request.params.chargeId, request.body);
      return presentCharge(services, charge);
    },
  );

  app.post(
    '/api/v1/charges/:chargeId/void',
    {
      config: { ...MONEY, permission: 'payments:manage' },
      schema: {
        ...merchantApi,
        operationId: 'voidCharge',
        summary: 'Release an authorised charge nothing was captured of',
        headers: MoneyHeadersSchema,
        params: ChargeParamsSchema,
        body: VoidChargeBodySchema,
        response: { 200: ChargeSchema, ...errorResponses(400, 401, 404, 409, 413, 415, 429, 502) },
      },
    },
    async (request) => {
      const charge = await changes.void(currentMerchant(request), request.params.chargeId);
      return presentCharge(services, charge);
    },
  );

  app.post(
    '/api/v1/charges/:chargeId/refunds',
    {
      config: { ...MONEY, permission: 'payments:manage' },
      schema: {
        ...merchantApi,
        operationId: 'refundCharge',
        summary: 'Refund a completed charge: all that is left, or part of it',
        headers: MoneyHeadersSchema,
        params: ChargeParamsSchema,
        body: CreateRefundBodySchema,
        response: {
          201: RefundSchema,
          ...errorResponses(400, 401, 404, 409, 413, 415, 422, 429, 502),
        },
      },
    },
    async (request, reply) => {
      const refund = await changes.refund(
        currentMerchant(request),
        request.params.chargeId,
        request.body,
        keyOf(request.headers),
      );
      return reply.code(201).send(refund);
    },
  );

  app.get(
    '/api/v1/charges/:chargeId/refunds',
    {
      config: { permission: 'links:read' },
      schema: {
        ...merchantApi,
        operationId: 'listChargeRefunds',
        summary: "A charge's refunds, oldest first",
        headers: AuthHeadersSchema,
        params: ChargeParamsSchema,
        response: { 200: RefundListSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const charge = await ownCharge(services, currentMerchant(request), request.params.chargeId);
      const refunds = await services.charges.listRefunds(charge.id);
      return { refunds: refunds.map(({ gatewayRefundId: _g, ...refund }) => refund) };
    },
  );
};
