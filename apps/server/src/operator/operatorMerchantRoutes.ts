import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  ApiKeyListSchema,
  ApiKeyParamsSchema,
  CreateApiKeyBodySchema,
  CreateMerchantBodySchema,
  IssuedApiKeySchema,
  MerchantIdParamsSchema,
  MerchantListQuerySchema,
  MerchantSettingsSchema,
  OperatorMerchantListSchema,
  OperatorMerchantSchema,
  SettingChangeListSchema,
  WebhookSecretSchema,
} from '@paypage/contract/merchantSettings';
import { notFound } from '../http/problem';
import { errorResponses } from '../http/routeSchemas';
import { merchantAccounts } from '../merchants/merchantAccounts';
import { settingChangesRepository } from '../merchants/settingChangesRepository';
import type { Services } from '../services';
import { presentMerchant } from './presentMerchant';

export const OperatorHeadersSchema = Type.Object({
  authorization: Type.Optional(Type.String()),
});

const DEFAULT_PAGE = 50;

const schema = <T extends object>(summary: string, parts: T) => ({
  tags: ['operator'],
  summary,
  security: [{ operatorKey: [] }],
  headers: OperatorHeadersSchema,
  ...parts,
});

/** Merchant accounts, their keys and settings; the actor comes from the operator key. */
export const operatorMerchantRoutes: FastifyPluginAsyncTypebox<{
  services: Services;
  actorOf: (request: object) => string;
}> = async (app, { services, actorOf }) => {
  const accounts = merchantAccounts(services.db);
  const find = async (merchantId: string) => {
    const merchant = await services.merchants.findById(merchantId);
    if (!merchant) throw notFound('No merchant has this id');
    return merchant;
  };

  app.post(
    '/merchants',
    {
      schema: schema('Create a merchant', {
        operationId: 'createMerchant',
        body: CreateMerchantBodySchema,
        response: { 201: OperatorMerchantSchema, ...errorResponses(400, 401, 413, 415, 429) },
      }),
    },
    async (request, reply) => {
      const merchant = await accounts.create(request.body, actorOf(request));
      return reply.code(201).send(presentMerchant(merchant));
    },
  );

  app.get(
    '/merchants',
    {
      schema: schema('Merchants, a page at a time', {
        operationId: 'listMerchants',
        querystring: MerchantListQuerySchema,
        response: { 200: OperatorMerchantListSchema, ...errorResponses(400, 401, 429) },
      }),
    },
    async (request) => {
      const limit = Number(request.query.limit ?? DEFAULT_PAGE);
      const merchants = await services.merchants.list(limit, request.query.after);
      return {
        merchants: merchants.map(presentMerchant),
        next: merchants.length === limit ? (merchants.at(-1)?.id ?? null) : null,
      };
    },
  );

  app.get(
    '/merchants/:merchantId',
    {
      schema: schema('One merchant with its settings', {
        operationId: 'getMerchant',
        params: MerchantIdParamsSchema,
        response: { 200: OperatorMerchantSchema, ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request) => presentMerchant(await find(request.params.merchantId)),
  );

  app.patch(
    '/merchants/:merchantId',
    {
      schema: schema('Change settings (any subset; null clears); takes effect at once', {
        operationId: 'changeMerchantSettings',
        params: MerchantIdParamsSchema,
        body: MerchantSettingsSchema,
        response: {
          200: OperatorMerchantSchema,
          ...errorResponses(400, 401, 404, 413, 415, 429),
        },
      }),
    },
    async (request) =>
      presentMerchant(
        await accounts.update(request.params.merchantId, request.body, actorOf(request)),
      ),
  );

  app.get(
    '/merchants/:merchantId/changes',
    {
      schema: schema('Who changed which setting, when, from what to what', {
        operationId: 'listMerchantSettingChanges',
        params: MerchantIdParamsSchema,
        response: { 200: SettingChangeListSchema, ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request) => {
      await find(request.params.merchantId);
      const changes = await settingChangesRepository(services.db).listForMerchant(
        request.params.merchantId,
      );
      return { changes };
    },
  );

  app.post(
    '/merchants/:merchantId/webhook-secret',
    {
      schema: schema('Rotate the webhook signing secret (shown once)', {
        operationId: 'rotateMerchantWebhookSecret',
        params: MerchantIdParamsSchema,
        response: { 201: WebhookSecretSchema, ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request, reply) => {
      const secret = await accounts.rotateWebhookSecret(
        request.params.merchantId,
        actorOf(request),
      );
      return reply.code(201).send({ webhookSecret: secret });
    },
  );

  app.post(
    '/merchants/:merchantId/api-keys',
    {
      schema: schema('Issue an API key (shown once; several may be live for rotation)', {
        operationId: 'issueMerchantApiKey',
        params: MerchantIdParamsSchema,
        body: Type.Optional(CreateApiKeyBodySchema),
        response: { 201: IssuedApiKeySchema, ...errorResponses(400, 401, 404, 413, 415, 429) },
      }),
    },
    async (request, reply) => {
      const issued = await accounts.issueApiKey(
        request.params.merchantId,
        request.body?.label ?? null,
        actorOf(request),
      );
      return reply.code(201).send(issued);
    },
  );

  app.get(
    '/merchants/:merchantId/api-keys',
    {
      schema: schema('The merchant API keys (prefixes only)', {
        operationId: 'listMerchantApiKeys',
        params: MerchantIdParamsSchema,
        response: { 200: ApiKeyListSchema, ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request) => {
      await find(request.params.merchantId);
      return { apiKeys: await services.merchants.listApiKeys(request.params.merchantId) };
    },
  );

  app.delete(
    '/merchants/:merchantId/api-keys/:keyId',
    {
      schema: schema('Revoke an API key at once', {
        operationId: 'revokeMerchantApiKey',
        params: ApiKeyParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 404, 429) },
      }),
    },
    async (request, reply) => {
      await accounts.revokeApiKey(
        request.params.merchantId,
        request.params.keyId,
        actorOf(request),
      );
      return reply.code(204).send(null);
    },
  );
};
