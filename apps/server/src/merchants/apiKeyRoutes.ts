import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  CreateMerchantApiKeyBodySchema,
  IssuedMerchantApiKeySchema,
  MerchantApiKeyListSchema,
  MerchantApiKeyParamsSchema,
  type MerchantApiKey,
} from '@paypage/contract/merchantDevelopers';
import { errorResponses } from '../http/routeSchemas';
import type { Services } from '../services';
import { authenticatedMerchant, merchantActorLabel } from './authenticatedMerchant';
import { merchantAccounts } from './merchantAccounts';
import type { StoredApiKey } from './merchantsRepository';
import type { Permission } from './routePermission';

const AuthHeadersSchema = Type.Object({ authorization: Type.Optional(Type.String()) });
const merchantApi = {
  tags: ['merchant'],
  security: [{ apiKey: [] }],
  headers: AuthHeadersSchema,
};
const DEVELOPERS = { permission: 'developers' } as const satisfies {
  permission: Permission;
};

/** The label a key was stored with is the name the merchant gave it. */
const present = ({ label, ...key }: StoredApiKey): MerchantApiKey => ({ ...key, name: label });

/** The merchant's own API keys: listed by prefix, made (shown once) and revoked. */
export const apiKeyRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (
  app,
  { services },
) => {
  const merchantOf = authenticatedMerchant(app, services.merchants);
  const accounts = merchantAccounts(services.db);

  app.get(
    '/api/v1/api-keys',
    {
      config: DEVELOPERS,
      schema: {
        ...merchantApi,
        operationId: 'listApiKeys',
        summary: 'Your API keys, newest first (prefixes only), revoked ones too',
        response: { 200: MerchantApiKeyListSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => ({
      apiKeys: (await services.merchants.listApiKeys(merchantOf(request).id)).map(present),
    }),
  );

  app.post(
    '/api/v1/api-keys',
    {
      config: DEVELOPERS,
      schema: {
        ...merchantApi,
        operationId: 'createApiKey',
        summary: 'Make an API key (shown this once; several may be live while you rotate)',
        body: CreateMerchantApiKeyBodySchema,
        response: {
          201: IssuedMerchantApiKeySchema,
          ...errorResponses(400, 401, 403, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const merchant = merchantOf(request);
      const { key, ...issued } = await accounts.issueApiKey(
        merchant.id,
        request.body.name,
        merchantActorLabel(request),
      );
      return reply.code(201).send({ ...present(issued), key });
    },
  );

  app.delete(
    '/api/v1/api-keys/:keyId',
    {
      config: DEVELOPERS,
      schema: {
        ...merchantApi,
        operationId: 'revokeApiKey',
        summary: 'Revoke an API key at once (calls with it answer 401 from now on)',
        params: MerchantApiKeyParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const merchant = merchantOf(request);
      await accounts.revokeApiKey(merchant.id, request.params.keyId, merchantActorLabel(request));
      return reply.code(204).send(null);
    },
  );
};
