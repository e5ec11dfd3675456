import type { FastifyRequest } from 'fastify';

/**
 * The pattern of the route the router matched (`/public/payment-link/:uuid`), or nothing when
 * no route did (a 404, a CORS preflight). The router matches percent-decoded paths, so
 * `/%70ublic/…` reaches the same route as `/public/…`: every decision about a request
 * (authentication, headers, CORS, rate limits, idempotency) is taken on this pattern and on the
 * decoded `request.params`, never on a prefix of the raw URL (issue 25).
 */
export function matchedRouteOf(request: FastifyRequest): string | undefined {
  return request.is404 ? undefined : request.routeOptions.url;
}

/**
 * The path of a request no route matched, decoded as the router decodes it, for the few
 * answers given without a route (a 404, a preflight); nothing when it does not decode.
 */
export function decodedPathOf(request: FastifyRequest): string | undefined {
  const path = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * The matched route's path with the decoded parameters written back the one canonical way
 * (encodeURIComponent): `/public/%70ayment-link/X` and `/public/payment-link/X` are one path,
 * and a plain path as clients have always sent it comes out unchanged.
 */
export function canonicalPathOf(request: FastifyRequest): string | undefined {
  const pattern = matchedRouteOf(request);
  if (pattern === undefined) return undefined;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const valueOf = (name: string) => String(params[name] ?? '');
  return pattern
    .replace(/:([A-Za-z0-9_]+)/g, (_all, name: string) => encodeURIComponent(valueOf(name)))
    .replace(/\*$/, () => valueOf('*').split('/').map(encodeURIComponent).join('/'));
}
