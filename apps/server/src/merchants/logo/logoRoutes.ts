import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { MerchantIdParamsSchema } from '@paypage/contract/merchantSettings';
import {
  LogoFileParamsSchema,
  LogoUploadSchema,
  MerchantLogoSchema,
} from '@paypage/contract/merchantLogo';
import { notFound } from '../../http/problem';
import { errorResponses } from '../../http/routeSchemas';
import type { Services } from '../../services';
import { LOGO_UPLOAD_BODY_LIMIT_BYTES, logoChanges } from './logoChanges';
import { logoPathOf } from './logoPath';

const schema = <T extends object>(summary: string, headers: object, parts: T) => ({
  tags: ['operator'],
  summary,
  security: [{ operatorKey: [] }],
  headers,
  ...parts,
});

/** Upload and delete a merchant's logo (the operator API, beside the merchant's other settings). */
export const operatorLogoRoutes: FastifyPluginAsyncTypebox<{
  services: Services;
  actorOf: (request: object) => string;
  headers: object;
}> = async (app, { services, actorOf, headers }) => {
  const logos = logoChanges(services);
  const find = async (merchantId: string) => {
    const merchant = await services.merchants.findById(merchantId);
    if (!merchant) throw notFound('No merchant has this id');
    return merchant;
  };

  app.put(
    '/merchants/:merchantId/logo',
    {
      bodyLimit: LOGO_UPLOAD_BODY_LIMIT_BYTES,
      schema: schema('Set the logo shown in the payment page header', headers, {
        operationId: 'setMerchantLogo',
        params: MerchantIdParamsSchema,
        body: LogoUploadSchema,
        response: { 200: MerchantLogoSchema, ...errorResponses(400, 401, 404, 413, 415, 429) },
      }),
    },
    async (request) => {
      const { merchantId } = request.params;
      await find(merchantId);
      return logos.set(merchantId, request.body.image, actorOf(request));
    },
  );

  app.delete(
    '/merchants/:merchantId/logo',
    {
      schema: schema('Remove the logo: the page header shows the merchant name', headers, {
        operationId: 'deleteMerchantLogo',
        params: MerchantIdParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request, reply) => {
      const { merchantId } = request.params;
      await find(merchantId);
      await logos.remove(merchantId, actorOf(request));
      return reply.code(204).send(null);
    },
  );
};

/** A year: the address changes with the content, so what is cached is never stale. */
const FOREVER = 'public, max-age=31536000, immutable';
/**
 * Opened on its own, an SVG is a document of our origin: nothing in it may run or load, whatever
 * the sanitiser missed. Its inline styles may apply; sandbox keeps it from scripts and forms.
 */
const LOGO_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/** The logos the payment page shows, by content hash, for any browser (no key, like the page). */
export const publicLogoRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (
  app,
  { services },
) => {
  app.get(
    '/merchant-logos/:file',
    {
      schema: {
        tags: ['public'],
        operationId: 'getMerchantLogo',
        summary: "A merchant's logo (immutable: its address is its content hash)",
        security: [],
        params: LogoFileParamsSchema,
        response: {
          200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }),
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const [hash = ''] = request.params.file.split('.');
      const logo = await services.logos.findByHash(hash);
      if (!logo || logoPathOf(logo).split('/').pop() !== request.params.file) {
        throw notFound('No logo has this address');
      }
      return reply
        .header('content-type', logo.contentType)
        .header('cache-control', FOREVER)
        .header('content-security-policy', LOGO_CSP)
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(logo.image);
    },
  );
};
