import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { MerchantPaymentLinkSchema, type MerchantPaymentLink } from '@paypage/contract/merchantApi';
import { CreatePaymentLinkBodySchema, LinkUuidParamsSchema } from '@paypage/contract/paymentLink';
import type { ServerConfig } from '../config';
import { shopperLinkOrigin } from '../http/pageAddresses';
import { notFound } from '../http/problem';
import { errorResponses } from '../http/routeSchemas';
import type { Merchant } from '../merchants/merchant';
import { notifyLink } from '../merchantWebhooks/notifyMerchant';
import { merchantAuthenticator } from '../merchants/merchantAuth';
import type { Services } from '../services';
import { createPaymentLink } from './createPaymentLink';
import { toLinkInfo } from './linkInfo';
import { linkConflict } from './linkStateMachine';
import type { PaymentLink } from './paymentLink';

const AuthHeadersSchema = Type.Object({ authorization: Type.Optional(Type.String()) });

export const merchantLinkRoutes: FastifyPluginAsyncTypebox<{
  services: Services;
  config: ServerConfig;
}> = async (app, { services, config }) => {
  const authenticate = merchantAuthenticator(services.merchants);
  const merchantOf = new WeakMap<object, Merchant>();

  // Authenticate before the body is even validated: a stranger learns nothing about our schemas.
  app.addHook('onRequest', async (request) => {
    merchantOf.set(request, await authenticate(request));
  });
  const currentMerchant = (request: object): Merchant => merchantOf.get(request) as Merchant;

  async function present(
    link: PaymentLink,
    merchant: Merchant,
    request: FastifyRequest,
  ): Promise<MerchantPaymentLink> {
    const transactions = await services.transactions.listByLink(link.uuid);
    const used = await services.transactions.assetsUsedByLink(link.uuid);
    return {
      ...toLinkInfo(link, merchant, used),
      url: `${shopperLinkOrigin(request, config)}/uuid/${link.uuid}`,
      transactions: transactions.map(({ linkUuid: _l, merchantId: _m, assetId: _a, ...tx }) => tx),
    };
  }

  /** Another merchant's link answers 404, exactly as a link that does not exist. */
  async function ownLink(uuid: string, merchant: Merchant): Promise<PaymentLink> {
    const stored = await services.links.findByUuid(uuid);
    if (!stored || stored.merchantId !== merchant.id)
      throw notFound('No payment link has this uuid');
    return services.linkStates.refresh(stored);
  }

  app.post(
    '/api/v1/payment-links',
    {
      config: { permission: 'links:write' },
      schema: {
        tags: ['merchant'],
        operationId: 'createPaymentLink',
        summary: 'Create a payment link',
        security: [{ apiKey: [] }],
        headers: AuthHeadersSchema,
        body: CreatePaymentLinkBodySchema,
        response: { 201: MerchantPaymentLinkSchema, ...errorResponses(400, 401, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const merchant = currentMerchant(request);
      const link = await createPaymentLink(services.links, merchant, request.body);
      return reply.code(201).send(await present(link, merchant, request));
    },
  );

  app.get(
    '/api/v1/payment-links/:uuid',
    {
      config: { permission: 'links:read' },
      schema: {
        tags: ['merchant'],
        operationId: 'getPaymentLink',
        summary: 'A payment link with its transactions',
        security: [{ apiKey: [] }],
        headers: AuthHeadersSchema,
        params: LinkUuidParamsSchema,
        response: { 200: MerchantPaymentLinkSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const merchant = currentMerchant(request);
      return present(await ownLink(request.params.uuid, merchant), merchant, request);
    },
  );

  app.post(
    '/api/v1/payment-links/:uuid/invalidate',
    {
      config: { permission: 'links:write' },
      schema: {
        tags: ['merchant'],
        operationId: 'invalidatePaymentLink',
        summary: 'Stop a payment link from being paid',
        security: [{ apiKey: [] }],
        headers: AuthHeadersSchema,
        params: LinkUuidParamsSchema,
        response: { 200: MerchantPaymentLinkSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => {
      const merchant = currentMerchant(request);
      const link = await ownLink(request.params.uuid, merchant);
      // Asking twice is harmless; a paid, expired or paying link cannot be invalidated.
      if (link.status !== 'INVALIDATED') {
        const moved =
          link.status === 'VALID' &&
          (await services.linkStates.move(link.uuid, 'VALID', 'INVALIDATED'));
        if (!moved) {
          const current = await ownLink(link.uuid, merchant);
          if (current.status !== 'INVALIDATED') throw linkConflict(current.status);
        }
        if (moved) {
          await notifyLink(
            services,
            merchant.id,
            'payment_link.invalidated',
            link.uuid,
            'INVALIDATED',
          );
        }
      }
      return present(await ownLink(link.uuid, merchant), merchant, request);
    },
  );
};
