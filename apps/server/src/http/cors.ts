import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, SOURCE_HEADER, VISIT_HEADER } from '@paypage/contract/headers';
import { decodedPathOf, matchedRouteOf } from './matchedRoute';

const PUBLIC_API_PREFIX = '/public/';
const ALLOWED_METHODS = 'GET, POST, DELETE';
const ALLOWED_HEADERS = ['accept', 'content-type', SOURCE_HEADER, VISIT_HEADER, IDEMPOTENCY_HEADER];
/** Browsers keep a preflight's answer this long (Chromium caps it at 7200 s). */
const PREFLIGHT_MAX_AGE_S = 600;

/**
 * When the page is served from another origin than the public API (BASE_URL), the browser asks
 * the API for permission first. Exactly the configured page origins (APP_ORIGIN) get it, for the
 * public API only and without credentials (it uses none). With no APP_ORIGIN the page and the
 * API share one origin and no cross-origin call is allowed at all.
 */
export function installCors(app: FastifyInstance, pageOrigins: readonly string[]): void {
  if (pageOrigins.length === 0) return;
  /**
   * Whether the request is for the public API, by the route it matched (`/%70ublic/…` too). A
   * preflight (OPTIONS) matches no route of ours: it is for the public API when its decoded path
   * is, and a route there answers the method it asks about.
   */
  function isPublicApi(request: FastifyRequest): boolean {
    const route = matchedRouteOf(request);
    if (route !== undefined) return route.startsWith(PUBLIC_API_PREFIX);
    const path = decodedPathOf(request);
    if (!path?.startsWith(PUBLIC_API_PREFIX)) return false;
    const asked = request.headers['access-control-request-method'];
    if (request.method !== 'OPTIONS' || typeof asked !== 'string') return true;
    return app.findRoute({ method: asked.toUpperCase() as 'GET', url: request.url }) !== null;
  }
  app.addHook('onRequest', async (request, reply) => {
    if (!isPublicApi(request)) return;
    // The answer depends on the Origin asking, so no cache may hand it to another one.
    reply.header('vary', 'origin');
    const origin = request.headers.origin;
    if (!origin || !pageOrigins.includes(origin)) return;
    reply.header('access-control-allow-origin', origin);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .code(204)
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', ALLOWED_HEADERS.join(', '))
        .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_S))
        .send();
    }
  });
}
