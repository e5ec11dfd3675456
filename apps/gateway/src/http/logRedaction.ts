import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';
/** Parameters and query keys that carry a shopper's card session token (the card form's). */
const TOKEN_NAMES = new Set(['token']);
/** A card session token wherever it turns up, even in an address no route matched. */
const SESSION_TOKEN = /cs_[A-Za-z0-9_-]+/;

/** Decoded as the router and the query parser decode it; the raw text if it does not decode. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * The request's address as a log may keep it: a card session token lets whoever holds it put a
 * card into that shopper's payment, so neither the card form's `?token=` nor the tokenising
 * route's `:token` is written. Decided on what the router and the query parser see (the matched
 * route's parameters, decoded keys and values), so `%74oken=` or a percent-encoded path segment
 * is redacted as well; everything else is kept as it was sent.
 */
function redactedUrl(request: Pick<FastifyRequest, 'url' | 'params'>): string {
  const [path = '', ...rest] = request.url.split('?');
  const params = (request.params ?? {}) as Record<string, unknown>;
  const secrets = Object.entries(params)
    .filter(([name]) => TOKEN_NAMES.has(name))
    .map(([, value]) => String(value));
  const segments = path.split('/').map((segment) => {
    const value = decoded(segment);
    return secrets.includes(value) || SESSION_TOKEN.test(value) ? REDACTED : segment;
  });
  if (rest.length === 0) return segments.join('/');
  const pairs = rest
    .join('?')
    .split('&')
    .map((pair) => {
      const [rawKey = '', ...value] = pair.split('=');
      const key = decoded(rawKey);
      if (TOKEN_NAMES.has(key)) return `${key}=${REDACTED}`;
      return SESSION_TOKEN.test(decoded(value.join('='))) ? `${rawKey}=${REDACTED}` : pair;
    });
  return `${segments.join('/')}?${pairs.join('&')}`;
}

/** Fastify's own request serializer (fastify/lib/logger-pino.js), with the address redacted. */
export function serializeRequest(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: redactedUrl(request),
    version: Array.isArray(version) ? version.join(', ') : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket ? request.socket.remotePort : undefined,
  };
}
