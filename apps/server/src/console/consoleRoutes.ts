import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ServerConfig } from '../config';
import type { Services } from '../services';
import { installConsoleGate } from './consoleGate';
import { previewLinkRoutes } from './previewLinkRoutes';
import { sessionRoutes } from './sessionRoutes';
import { teamRoutes } from './teamRoutes';
import { totpRoutes } from './totpRoutes';

/** The console's own API (`/api/console/v1`): signing in, the second factor, the team, the preview. */
export const consoleRoutes: FastifyPluginAsyncTypebox<{
  services: Services;
  config: ServerConfig;
}> = async (app, { services, config }) => {
  installConsoleGate(app, services, config);
  await app.register(sessionRoutes, { services, config });
  await app.register(totpRoutes, { services });
  await app.register(teamRoutes, { services, config });
  await app.register(previewLinkRoutes, { services });
};
