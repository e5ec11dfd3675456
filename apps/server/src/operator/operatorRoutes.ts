import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ServerConfig } from '../config';
import type { Services } from '../services';
import { operatorAuthenticator } from './operatorAuth';
import { operatorLogoRoutes } from '../merchants/logo/logoRoutes';
import { operatorConsoleUserRoutes } from './operatorConsoleUserRoutes';
import { OperatorHeadersSchema, operatorMerchantRoutes } from './operatorMerchantRoutes';
import { operatorSecurityRoutes } from './operatorSecurityRoutes';

export const OPERATOR_PREFIX = '/api/operator/v1';

/** The operator API: its own credential, never a merchant key; every change names its actor. */
export const operatorRoutes: FastifyPluginAsyncTypebox<{
  services: Services;
  config: ServerConfig;
}> = async (app, { services, config }) => {
  const authenticate = operatorAuthenticator(services.db, config.operatorApiKey);
  const actors = new WeakMap<object, string>();
  // Authenticate before the body is validated: a stranger learns nothing about our schemas.
  app.addHook('onRequest', async (request) => {
    actors.set(request, await authenticate(request));
  });
  const actorOf = (request: object) => actors.get(request) ?? 'operator:unknown';
  await app.register(operatorMerchantRoutes, { services, actorOf });
  await app.register(operatorLogoRoutes, { services, actorOf, headers: OperatorHeadersSchema });
  await app.register(operatorSecurityRoutes, { services, config });
  await app.register(operatorConsoleUserRoutes, { services, config, actorOf });
};
