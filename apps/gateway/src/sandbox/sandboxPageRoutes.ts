import { readFileSync } from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { GatewayDeps } from '../payments/gatewayMethod';
import { renderSandboxPage, SANDBOX_STYLESHEET_PATH } from './sandboxPage';

const STYLESHEET = readFileSync(new URL('./sandbox.css', import.meta.url), 'utf8');
const STYLESHEET_MAX_AGE_S = 3600;

/** The developer-facing home page of the sandbox and its stylesheet. */
export function sandboxPageRoutes({ address, methods }: GatewayDeps): FastifyPluginAsyncTypebox {
  // The page depends only on the address it is shown at (and the methods played), so it is
  // rendered once per address.
  const pages = new Map<string, string>();
  const pageAt = (base: string) => {
    let page = pages.get(base);
    if (!page) {
      page = renderSandboxPage(base, methods);
      // A bounded memory: a stranger sending made-up Host headers cannot grow it.
      if (pages.size < 16) pages.set(base, page);
    }
    return page;
  };
  return async (app) => {
    app.get('/', { schema: { response: { 200: Type.String() } } }, async (request, reply) =>
      reply.type('text/html; charset=utf-8').send(pageAt(address.forRequest(request))),
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
