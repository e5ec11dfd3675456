import { dirname, join, resolve } from 'node:path';

/** Everything the service reads from its environment, in one place (README lists each variable). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** BASE_URL: where the page calls the public API; unset, on the page's own origin ("/"). */
  baseUrl: string | undefined;
  /**
   * APP_ORIGIN: the origins the page is served at (comma-separated; the first names shopper
   * links). Empty: wherever it is asked for (docs/decisions/0011).
   */
  appOrigins: string[];
  /** GPP_BASE_URL: the gateway's address for browsers; unset, the page's host on GATEWAY_PORT. */
  gppBaseUrl: string | undefined;
  gatewayPort: number;
  gatewayUrl: string;
  gatewayApiKey: string;
  gatewayWebhookSecret: string;
  /**
   * IDEMPOTENCY_SECRET: the key of the HMAC that fingerprints money-moving request bodies in the
   * idempotency store (a SEPA mandate's body holds an IBAN). Shared by every instance.
   */
  idempotencySecret: string;
  webDistDir: string;
  /** CONSOLE_DIST_DIR: the merchants' console build served at /console (apps/console/dist). */
  consoleDistDir: string;
  /**
   * WEB_RENDER_DIR: the web build's first-paint renderer (dist-render/, docs/decisions/0026);
   * unset, beside WEB_DIST_DIR. Without one there, link pages are sent without a first paint.
   */
  webRenderDir: string;
  /** Requests a minute per client address (0: off); shared by every instance through the store. */
  rateLimitPerMinute: number;
  /** Public API requests a minute naming one payment link (0: off). */
  rateLimitPerLinkPerMinute: number;
  /** Merchant API requests a minute per API key (0: off). */
  rateLimitPerKeyPerMinute: number;
  bodyLimitBytes: number;
  /** Proxies whose X-Forwarded-For names the client (Fastify trustProxy): false, true or a list. */
  trustProxy: boolean | string;
  /** Bearer key of the operator API besides the named keys in the store ('' : none). */
  operatorApiKey: string;
  /** How often links left in payment are reconciled with the gateway (0: only at start). */
  reconcileIntervalS: number;
  /** A payment the gateway never heard of, or a link in payment without one, is given up after this. */
  paymentAbandonedAfterS: number;
  /** How often the page's scripts and headers are compared with their baseline (0: off). */
  pageIntegrityIntervalS: number;
  logLevel: string;
  production: boolean;
}

/**
 * The demo's and the tests' fingerprint key when IDEMPOTENCY_SECRET is unset: public (it is in
 * the source), so no better than no key, which is why production refuses to start without one.
 * Fixed rather than random so that a restarted demo still replays the keys it stored.
 */
export const DEMO_IDEMPOTENCY_SECRET = 'paypage-demo-only-idempotency-secret-not-for-production';
const MIN_IDEMPOTENCY_SECRET_LENGTH = 32;

function idempotencySecret(value: string | undefined, production: boolean): string {
  if (!value) {
    if (production) throw new Error('IDEMPOTENCY_SECRET is required in production');
    return DEMO_IDEMPOTENCY_SECRET;
  }
  if (value.length < MIN_IDEMPOTENCY_SECRET_LENGTH) {
    throw new Error(
      `IDEMPOTENCY_SECRET must be at least ${MIN_IDEMPOTENCY_SECRET_LENGTH} characters`,
    );
  }
  return value;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number`);
  return parsed;
}

function httpUrl(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an http(s) URL`);
  }
  return value.replace(/\/+$/, '');
}

/** BASE_URL: an http(s) URL, or a path on the page's own origin ("/", "/pay"). */
function apiBase(value: string | undefined): string | undefined {
  if (value?.startsWith('/')) return value.replace(/\/+$/, '') || '/';
  return httpUrl(value, 'BASE_URL');
}

/** APP_ORIGIN: one origin or several, comma-separated, each reduced to scheme://host[:port]. */
function origins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => new URL(httpUrl(entry, 'APP_ORIGIN') ?? '').origin);
}

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = integer(env.PORT, 8080, 'PORT');
  const gatewayPort = integer(env.GATEWAY_PORT, 8081, 'GATEWAY_PORT');
  const production = env.NODE_ENV === 'production';
  const gatewayApiKey = env.GATEWAY_API_KEY ?? '';
  const gatewayWebhookSecret = env.GATEWAY_WEBHOOK_SECRET ?? '';
  if (production && (!gatewayApiKey || !gatewayWebhookSecret)) {
    throw new Error('GATEWAY_API_KEY and GATEWAY_WEBHOOK_SECRET are required in production');
  }
  if (env.OPERATOR_API_KEY && env.OPERATOR_API_KEY.length < 24) {
    throw new Error('OPERATOR_API_KEY must be at least 24 characters');
  }
  const appOrigins = origins(env.APP_ORIGIN);
  // Without it the page's origin is taken from the request's Host, which only a demo may trust.
  if (production && appOrigins.length === 0) {
    throw new Error('APP_ORIGIN is required in production');
  }
  const webDistDir = resolve(
    env.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname,
  );
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    baseUrl: apiBase(env.BASE_URL),
    appOrigins,
    gppBaseUrl: httpUrl(env.GPP_BASE_URL, 'GPP_BASE_URL'),
    gatewayPort,
    gatewayUrl: env.GATEWAY_URL ?? `http://127.0.0.1:${gatewayPort}`,
    gatewayApiKey,
    gatewayWebhookSecret,
    idempotencySecret: idempotencySecret(env.IDEMPOTENCY_SECRET, production),
    webDistDir,
    consoleDistDir: resolve(
      env.CONSOLE_DIST_DIR ?? new URL('../../console/dist', import.meta.url).pathname,
    ),
    webRenderDir: resolve(env.WEB_RENDER_DIR || join(dirname(webDistDir), 'dist-render')),
    rateLimitPerMinute: integer(env.RATE_LIMIT_PER_MINUTE, 600, 'RATE_LIMIT_PER_MINUTE'),
    rateLimitPerLinkPerMinute: integer(
      env.RATE_LIMIT_PER_LINK_PER_MINUTE,
      300,
      'RATE_LIMIT_PER_LINK_PER_MINUTE',
    ),
    rateLimitPerKeyPerMinute: integer(
      env.RATE_LIMIT_PER_KEY_PER_MINUTE,
      1200,
      'RATE_LIMIT_PER_KEY_PER_MINUTE',
    ),
    bodyLimitBytes: integer(env.BODY_LIMIT_BYTES, 64 * 1024, 'BODY_LIMIT_BYTES'),
    operatorApiKey: env.OPERATOR_API_KEY ?? '',
    trustProxy: !env.TRUST_PROXY ? false : env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY,
    reconcileIntervalS: integer(env.RECONCILE_INTERVAL_S, 30, 'RECONCILE_INTERVAL_S'),
    paymentAbandonedAfterS: integer(
      env.PAYMENT_ABANDONED_AFTER_S,
      120,
      'PAYMENT_ABANDONED_AFTER_S',
    ),
    pageIntegrityIntervalS: integer(
      env.PAGE_INTEGRITY_INTERVAL_S,
      3600,
      'PAGE_INTEGRITY_INTERVAL_S',
    ),
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    production,
  };
}
