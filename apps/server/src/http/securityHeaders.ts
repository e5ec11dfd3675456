import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '@paypage/contract/runtimeConfig';

/** API answers are data, never documents: nothing may load from them or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** The origin of an absolute URL; nothing for a relative one (the page's own origin). */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

/**
 * The page's policy: scripts and styles only from our own files (no unsafe-inline/unsafe-eval),
 * API calls to the public API, frames and form posts to the gateway, and framing by the
 * merchant's allow-list only (SPEC §1: the page can be embedded in a merchant's frame).
 */
export function pageCsp(addresses: RuntimeConfig, frameAncestors: readonly string[]): string {
  const api = originOf(addresses.baseUrl);
  const gateway = originOf(addresses.gppBaseUrl);
  const ancestors = ["'self'", ...frameAncestors].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: ${gateway}`,
    "font-src 'self'",
    `connect-src 'self'${api && api !== addresses.appOrigin ? ` ${api}` : ''}`,
    `frame-src ${gateway}`,
    `form-action 'self' ${gateway}`,
    "base-uri 'none'",
    "object-src 'none'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // Routes that render documents (page, API docs) set their own policy first.
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', API_CSP);
    }
    if (request.url.startsWith('/public/') || request.url.startsWith('/api/')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
