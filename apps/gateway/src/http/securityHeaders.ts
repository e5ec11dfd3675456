import type { FastifyInstance } from 'fastify';

/**
 * The sandbox page and the API load nothing but the gateway's own stylesheet and images, and
 * must not be framed. Hosted pages that merchants frame set their own policy (hostedPagePolicy).
 */
const SANDBOX_CSP = "default-src 'none'; style-src 'self'; img-src 'self'; frame-ancestors 'none'";

const HSTS_MAX_AGE_S = 31_536_000;

export function installSecurityHeaders(app: FastifyInstance): void {
  // onSend also runs for error and 404 answers, so no response leaves without these.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', SANDBOX_CSP);
    }
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('strict-transport-security', `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
