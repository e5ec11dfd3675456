import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  WebhookEndpointBodySchema,
  WebhookEndpointSchema,
} from '@paypage/contract/merchantDevelopers';
import { WebhookSecretSchema } from '@paypage/contract/merchantSettings';
import { invalidInput } from '../http/problem';
import { errorResponses } from '../http/routeSchemas';
import { authenticatedMerchant, merchantActorLabel } from '../merchants/authenticatedMerchant';
import { merchantAccounts } from '../merchants/merchantAccounts';
import { settingsProblems } from '../merchants/settingsRules';
import type { Services } from '../services';
import type { Permission } from '../merchants/routePermission';

const AuthHeadersSchema = Type.Object({ authorization: Type.Optional(Type.String()) });
const merchantApi = {
  tags: ['merchant'],
  security: [{ apiKey: [] }],
  headers: AuthHeadersSchema,
};
const DEVELOPERS = { permission: 'developers' } as const satisfies {
  permission: Permission;
};

/** Where the merchant's webhooks go, and the secret they are signed with. */
export const webhookEndpointRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (
  app,
  { services },
) => {
  const merchantOf = authenticatedMerchant(app, services.merchants);
  const accounts = merchantAccounts(services.db);

  app.get(
    '/api/v1/webhooks/endpoint',
    {
      config: DEVELOPERS,
      schema: {
        ...merchantApi,
        operationId: 'getWebhookEndpoint',
        summary: 'Where your webhooks are sent, and whether they are signed',
        response: { 200: WebhookEndpointSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      return { url: merchant.webhookUrl, hasSecret: merchant.webhookSecret !== null };
    },
  );

  app.put(
    '/api/v1/webhooks/endpoint',
    {
      config: DEVELOPERS,
      schema: {
        ...merchantApi,
        operationId: 'setWebhookEndpoint',
        summary: 'Send webhooks to this URL (null: send none); the first URL gets a secret',
        body: WebhookEndpointBodySchema,
        response: { 200: WebhookEndpointSchema, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const { url } = request.body;
      // The operator's rule for the URL, named as this body names it.
      const problems = settingsProblems({ webhookUrl: url });
      if (problems.length > 0)
        throw invalidInput(problems.map((problem) => ({ ...problem, field: 'body.url' })));
      const changed = await accounts.update(
        merchant.id,
        { webhookUrl: url },
        merchantActorLabel(request),
      );
      const created = merchant.webhookSecret === null && changed.webhookSecret !== null;
      return {
        url: changed.webhookUrl,
        hasSecret: changed.webhookSecret !== null,
        // Shown this once, like a rotated one: deliveries are signed with it from now on.
        ...(created && changed.webhookSecret ? { webhookSecret: changed.webhookSecret } : {}),
      };
    },
  );

  app.post(
    '/api/v1/webhooks/secret',
    {
      config: DEVELOPERS,
      schema: {
        ...merchantApi,
        operationId: 'rotateWebhookSecret',
        summary: 'A new signing secret for your webhooks (shown once; the old one stops at once)',
        response: { 201: WebhookSecretSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      const merchant = merchantOf(request);
      const secret = await accounts.rotateWebhookSecret(merchant.id, merchantActorLabel(request));
      return reply.code(201).send({ webhookSecret: secret });
    },
  );
};
