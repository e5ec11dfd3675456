import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  type AssetType,
  AssetEventBodySchema,
  AssetParamsSchema,
  AssetsResponseSchema,
} from '@paypage/contract/assets';
import { RecordedEventSchema } from '@paypage/contract/events';
import { LinkUuidParamsSchema } from '@paypage/contract/paymentLink';
import { notFound, Problem } from '../http/problem';
import { errorResponses, PublicHeadersSchema, sourceOf } from '../http/routeSchemas';
import type { PaymentLink } from '../paymentLinks/paymentLink';
import type { Services } from '../services';
import { SAVED_ASSET_KINDS } from '../methods/savedAssetKinds';
import { noSavedAssets, savedAssetOwnerOf } from './savedAsset';

// The asset type a DELETE address names, by each kind's name in it.
const ASSET_TYPE_BY_PATH: Readonly<Record<string, AssetType>> = Object.fromEntries(
  Object.values(SAVED_ASSET_KINDS).map((kind) => [kind.pathType, kind.type]),
);

const assetNotFound = () => new Problem(404, 'ASSET_NOT_FOUND', 'No saved asset has this id');

export const assetRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (
  app,
  { services },
) => {
  async function payableLink(uuid: string): Promise<PaymentLink> {
    const stored = await services.links.findByUuid(uuid);
    if (!stored) throw notFound('No payment link has this uuid');
    const link = await services.linkStates.refresh(stored);
    services.linkStates.assertValid(link);
    return link;
  }

  app.get(
    '/public/payment-link/:uuid/assets',
    {
      schema: {
        tags: ['public'],
        operationId: 'listSavedAssets',
        security: [],
        summary: "The shopper's saved cards, SEPA mandates and PayPal accounts",
        params: LinkUuidParamsSchema,
        headers: PublicHeadersSchema,
        response: { 200: AssetsResponseSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => {
      const owner = savedAssetOwnerOf(await payableLink(request.params.uuid));
      if (!owner) return noSavedAssets();
      return services.assets.listForConsumer(owner);
    },
  );

  app.delete(
    '/public/payment-link/:uuid/asset/:assetId/type/:type',
    {
      schema: {
        tags: ['public'],
        operationId: 'deleteSavedAsset',
        security: [],
        summary: 'Delete a saved asset',
        params: AssetParamsSchema,
        headers: PublicHeadersSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { uuid, assetId, type } = request.params;
      const owner = savedAssetOwnerOf(await payableLink(uuid));
      const assetType = ASSET_TYPE_BY_PATH[type];
      if (!owner || !assetType || !(await services.assets.softDelete(owner, assetId, assetType))) {
        throw assetNotFound();
      }
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/public/asset/event',
    {
      schema: {
        tags: ['public'],
        operationId: 'recordSavedAssetSelected',
        security: [],
        summary: 'The shopper selected a saved asset without paying',
        headers: PublicHeadersSchema,
        body: AssetEventBodySchema,
        response: { 201: RecordedEventSchema, ...errorResponses(400, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const { paymentLinkId, id, assetType } = request.body;
      const owner = savedAssetOwnerOf(await payableLink(paymentLinkId));
      if (!owner || !(await services.assets.isOwnedBy(owner, id, assetType))) throw assetNotFound();
      const recorded = await services.events.record(
        'asset_event',
        paymentLinkId,
        sourceOf(request.headers),
        { ...request.body },
      );
      return reply.code(201).send(recorded);
    },
  );
};
