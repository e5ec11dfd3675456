import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CSRF_HEADER } from '@paypage/contract/consoleSession';
import type { ServerConfig } from '../config';
import { servedOrigin } from '../http/pageAddresses';
import { Problem } from '../http/problem';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isUnsafeMethod = (method: string) => !SAFE_METHODS.has(method);

const rejected = (why: string, field: string) =>
  new Problem(403, 'CSRF_REJECTED', why, [{ field, message: why }]);

/**
 * A browser names the page a call comes from in Origin: when it is sent, it must be the service's
 * own (one of APP_ORIGIN, or the origin the request was sent to). A form on another site is
 * refused even before its missing token is.
 */
export function checkOrigin(request: FastifyRequest, config: ServerConfig): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  if (config.appOrigins.includes(origin)) return;
  if (origin === servedOrigin(request, config)) return;
  throw rejected('The call comes from another site', 'headers.origin');
}

/**
 * SameSite=Strict already keeps the cookie off other sites' requests; the token is the second
 * lock (older browsers, a sibling subdomain): a value only the console's own script can read.
 */
export function checkCsrf(request: FastifyRequest, config: ServerConfig, csrfToken: string) {
  checkOrigin(request, config);
  const sent = request.headers[CSRF_HEADER];
  const given = Buffer.from(typeof sent === 'string' ? sent : '');
  const expected = Buffer.from(csrfToken);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw rejected(
      'Send the session’s CSRF token in the X-CSRF-Token header',
      `headers.${CSRF_HEADER}`,
    );
  }
}
