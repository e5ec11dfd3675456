import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  CONSUMER_LIST_DEFAULT_LIMIT,
  ConsumerAssetParamsSchema,
  ConsumerListQuerySchema,
  ConsumerListSchema,
} from '@paypage/contract/consumerList';
import { invalidInput, Problem } from '../http/problem';
import { errorResponses } from '../http/routeSchemas';
import { authenticatedMerchant } from '../merchants/authenticatedMerchant';
import type { Services } from '../services';
import { consumerListRepository } from './consumerListRepository';

const AuthHeadersSchema = Type.Object({ authorization: Type.Optional(Type.String()) });
const merchantApi = {
  tags: ['merchant'],
  security: [{ apiKey: [] }],
  headers: AuthHeadersSchema,
};
const MAX_REFERENCE_LENGTH = 128;

const encodeCursor = (consumerReference: string) =>
  Buffer.from(consumerReference, 'utf8').toString('base64url');

/** The cursor is the last reference of the page before; anything else is refused by name. */
function decodeCursor(cursor: string): string {
  const reference = Buffer.from(cursor, 'base64url').toString('utf8');
  if (
    reference.length === 0 ||
    reference.length > MAX_REFERENCE_LENGTH ||
    reference.includes('\ufffd')
  )
    throw invalidInput([
      {
        field: 'querystring.cursor',
        message: 'is not a cursor of this list: start again without it',
      },
    ]);
  return reference;
}

/** The merchant's consumers and, for those allowed, deleting one of their saved assets. */
export const consumerRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (
  app,
  { services },
) => {
  const merchantOf = authenticatedMerchant(app, services.merchants);
  const consumers = consumerListRepository(services.db);

  app.get(
    '/api/v1/consumers',
    {
      config: { permission: 'consumers:read' },
      schema: {
        ...merchantApi,
        operationId: 'listConsumers',
        summary: 'Your consumers (named on links or holding saved assets), by reference',
        querystring: ConsumerListQuerySchema,
        response: { 200: ConsumerListSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { q, cursor } = request.query;
      const limit = request.query.limit ? Number(request.query.limit) : CONSUMER_LIST_DEFAULT_LIMIT;
      const after = cursor === undefined ? undefined : decodeCursor(cursor);
      // One more than asked tells whether another page follows.
      const rows = await consumers.listPage(merchantOf(request).id, { q, after, limit: limit + 1 });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        consumers: page,
        nextCursor: rows.length > limit && last ? encodeCursor(last.consumerReference) : null,
      };
    },
  );

  app.delete(
    '/api/v1/consumers/:consumerReference/assets/:assetId',
    {
      config: { permission: 'consumers:manage' },
      schema: {
        ...merchantApi,
        operationId: 'deleteConsumerAsset',
        summary: "Delete a consumer's saved asset: it is offered and charged no more",
        params: ConsumerAssetParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const { consumerReference, assetId } = request.params;
      const owner = { merchantId: merchantOf(request).id, consumerReference };
      const asset = await services.assets.findLive(owner, assetId);
      // Another merchant's or consumer's asset answers as one that does not exist.
      if (!asset || !(await services.assets.softDelete(owner, assetId, asset.type)))
        throw new Problem(404, 'ASSET_NOT_FOUND', 'This consumer has no saved asset with this id');
      return reply.code(204).send(null);
    },
  );
};
