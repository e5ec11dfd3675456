import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ServerConfig } from '../config';
import type { Gateway } from '../gateway/gateway';
import type { Services } from '../services';

/** What every payment method's routes are given: the store, the provider and the settings. */
export interface MethodDeps {
  services: Services;
  gateway: Gateway;
  config: ServerConfig;
}

/** A payment method's public API (SPEC §7), one Fastify plugin per method folder. */
export type MethodRoutes = FastifyPluginAsyncTypebox<MethodDeps>;
