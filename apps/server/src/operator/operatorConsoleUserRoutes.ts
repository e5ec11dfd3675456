import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreateConsoleUserBodySchema,
  CreatedConsoleUserSchema,
} from '@paypage/contract/consoleSession';
import { MerchantIdParamsSchema } from '@paypage/contract/merchantSettings';
import type { ServerConfig } from '../config';
import { newConsoleUser } from '../console/newConsoleUser';
import { shopperLinkOrigin } from '../http/pageAddresses';
import { notFound } from '../http/problem';
import { errorResponses } from '../http/routeSchemas';
import type { Services } from '../services';
import { OperatorHeadersSchema } from './operatorMerchantRoutes';

/** A merchant's first console users: the operator makes them, the merchant's admin the rest. */
export const operatorConsoleUserRoutes: FastifyPluginAsyncTypebox<{
  services: Services;
  config: ServerConfig;
  actorOf: (request: object) => string;
}> = async (app, { services, config, actorOf }) => {
  app.post(
    '/merchants/:merchantId/users',
    {
      schema: {
        tags: ['operator'],
        summary: 'Add a console user: with a password at once, else an invitation URL (shown once)',
        security: [{ operatorKey: [] }],
        operationId: 'createConsoleUser',
        headers: OperatorHeadersSchema,
        params: MerchantIdParamsSchema,
        body: CreateConsoleUserBodySchema,
        response: {
          201: CreatedConsoleUserSchema,
          ...errorResponses(400, 401, 404, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const { merchantId } = request.params;
      if (!(await services.merchants.findById(merchantId)))
        throw notFound('No merchant has this id');
      const actor = actorOf(request);
      const created = await newConsoleUser(services.console, merchantId, request.body, {
        origin: shopperLinkOrigin(request, config),
        actor: { kind: 'operator', id: actor, label: actor },
      });
      return reply.code(201).send(created);
    },
  );
};
