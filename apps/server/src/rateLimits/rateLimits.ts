import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db/database';
import { matchedRouteOf } from '../http/matchedRoute';
import { Problem } from '../http/problem';
import { rateLimitRepository } from './rateLimitRepository';
import { FLUSH_MS, windowCounts } from './windowCounts';

export const WINDOW_MS = 60_000;

interface Bucket {
  key: string;
  limit: number;
  field: string;
  what: string;
}

/**
 * Signed gateway calls and health probes come from a few machine addresses, not shoppers. Their
 * routes, as matched (an unknown path there is counted as any other).
 */
const EXEMPT_PREFIXES = ['/webhooks/', '/healthz'];

function linkUuidOf(request: FastifyRequest): string | undefined {
  const params = request.params as Record<string, unknown> | undefined;
  const uuid = params?.uuid;
  return typeof uuid === 'string' && uuid.length <= 64 ? uuid.toLowerCase() : undefined;
}

function bucketsOf(request: FastifyRequest, config: ServerConfig): Bucket[] {
  // The matched route, never the raw URL: `/%70ublic/…` is counted against its link as well.
  const path = matchedRouteOf(request) ?? '';
  if (EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix))) return [];
  const buckets: Bucket[] = [];
  if (config.rateLimitPerMinute > 0) {
    buckets.push({
      key: `addr:${request.ip}`,
      limit: config.rateLimitPerMinute,
      field: 'request',
      what: 'from this address',
    });
  }
  const uuid = path.startsWith('/public/') ? linkUuidOf(request) : undefined;
  if (uuid && config.rateLimitPerLinkPerMinute > 0) {
    buckets.push({
      key: `link:${uuid}`,
      limit: config.rateLimitPerLinkPerMinute,
      field: 'params.uuid',
      what: 'for this payment link',
    });
  }
  const authorization = request.headers.authorization;
  if (path.startsWith('/api/v1/') && authorization && config.rateLimitPerKeyPerMinute > 0) {
    // Counted by a digest of the presented key, so a flood of wrong keys is limited as well.
    const digest = createHash('sha256').update(authorization).digest('base64url').slice(0, 24);
    buckets.push({
      key: `key:${digest}`,
      limit: config.rateLimitPerKeyPerMinute,
      field: 'headers.authorization',
      what: 'with this API key',
    });
  }
  return buckets;
}

/**
 * Rate limits per client address (everything), per payment link (public API) and per API key
 * (merchant API), shared by all instances behind one address through the store. Far below a
 * limit the hits are counted in memory and added to the store in the background (windowCounts).
 */
export function installRateLimits(app: FastifyInstance, db: Db, config: ServerConfig): void {
  const store = rateLimitRepository(db);
  const counts = windowCounts(store, (error) =>
    app.log.warn({ err: error }, 'rate-limit hits could not be added to the store'),
  );
  const windowStartOf = (now: number) => Math.floor(now / WINDOW_MS) * WINDOW_MS;
  let lastSweep = 0;

  async function flush(): Promise<void> {
    const now = Date.now();
    const current = windowStartOf(now);
    await counts.flush(new Date(current).toISOString());
    if (now - lastSweep > WINDOW_MS) {
      lastSweep = now;
      await store
        .forgetBefore(new Date(current - WINDOW_MS).toISOString())
        .catch((error: unknown) => app.log.warn({ err: error }, 'old rate-limit windows kept'));
    }
  }
  // One flush at a time: a slow store must not pile writes up behind each other.
  let flushing: Promise<void> | undefined;
  const timer = setInterval(() => {
    flushing ??= flush().finally(() => (flushing = undefined));
  }, FLUSH_MS);
  timer.unref();
  // Before the store closes (main.ts closes the app first): no counted hit is lost.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flushing;
    await flush();
  });

  app.addHook('onRequest', async (request, reply) => {
    const buckets = bucketsOf(request, config);
    if (buckets.length === 0) return;
    const now = Date.now();
    const windowStartMs = windowStartOf(now);
    const windowStart = new Date(windowStartMs).toISOString();
    const totals = await Promise.all(
      buckets.map((bucket) => counts.hit(bucket.key, windowStart, bucket.limit)),
    );
    const exceeded = buckets.find((bucket, index) => (totals[index] ?? 0) > bucket.limit);
    if (!exceeded) return;
    reply.header('retry-after', String(Math.ceil((windowStartMs + WINDOW_MS - now) / 1000)));
    throw new Problem(429, 'RATE_LIMITED', 'Too many requests; slow down', [
      {
        field: exceeded.field,
        message: `more than ${exceeded.limit} requests a minute ${exceeded.what}`,
      },
    ]);
  });
}
