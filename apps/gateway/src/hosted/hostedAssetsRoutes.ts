import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { brandIcon, BRAND_ICONS_PATH } from './brandIcons';
import { hostedAsset, HOSTED_ASSETS_PATH } from './hostedAssets';
import { errorBody, errorResponses } from '../http/apiErrors';
import { sendEncoded } from '../http/compression';

/** Pages link assets with `?v=<content hash>`, so browsers may keep them for a year. */
const VERSIONED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const BRAND_ICON_CACHE = 'public, max-age=86400';

const AssetParamsSchema = Type.Object({ name: Type.String({ pattern: '^[A-Za-z]+\\.(js|css)$' }) });
const IconParamsSchema = Type.Object({ name: Type.String({ pattern: '^[a-z]+\\.svg$' }) });

/** The hosted pages' scripts, stylesheets and brand badges. */
export function hostedAssetsRoutes(): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      `${HOSTED_ASSETS_PATH}/:name`,
      {
        schema: {
          params: AssetParamsSchema,
          querystring: Type.Object({ v: Type.Optional(Type.String({ maxLength: 64 })) }),
          response: { 200: Type.String(), ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const asset = hostedAsset(request.params.name);
        if (!asset) return reply.status(404).send(errorBody(404, 'No such asset'));
        reply
          .type(asset.contentType)
          .header('cache-control', VERSIONED_ASSET_CACHE)
          .header('cross-origin-resource-policy', 'same-origin');
        return sendEncoded(request, reply, asset.body);
      },
    );
    app.get(
      `${BRAND_ICONS_PATH}/:name`,
      {
        schema: {
          params: IconParamsSchema,
          response: { 200: Type.String(), ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const icon = brandIcon(request.params.name);
        if (!icon) return reply.status(404).send(errorBody(404, 'No such brand icon'));
        return reply
          .type('image/svg+xml; charset=utf-8')
          .header('cache-control', BRAND_ICON_CACHE)
          .send(icon);
      },
    );
  };
}
