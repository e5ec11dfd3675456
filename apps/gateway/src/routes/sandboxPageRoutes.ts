import { readFileSync } from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { GatewayDeps } from '../methods/gatewayMethod';
import { renderSandboxPage, SANDBOX_STYLESHEET_PATH } from '../sandbox/sandboxPage';

const STYLESHEET = readFileSync(new URL('../sandbox/sandbox.css', import.meta.url), 'utf8');
const STYLESHEET_MAX_AGE_S = 3600;

/** The developer-facing home page of the sandbox and its stylesheet. */
export function sandboxPageRoutes({
  publicBaseUrl,
  methods,
}: GatewayDeps): FastifyPluginAsyncTypebox {
  // The page only depends on configuration and the methods played, so it is rendered once.
  const page = renderSandboxPage(publicBaseUrl, methods);
  return async (app) => {
    app.get('/', { schema: { response: { 200: Type.String() } } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(page),
    );
    app.get(
      SANDBOX_STYLESHEET_PATH,
      { schema: { response: { 200: Type.String() } } },
      async (_request, reply) =>
        reply
          .type('text/css; charset=utf-8')
          .header('cache-control', `public, max-age=${STYLESHEET_MAX_AGE_S}`)
          .send(STYLESHEET),
    );
  };
}
