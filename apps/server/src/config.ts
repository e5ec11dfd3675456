import { resolve } from 'node:path';

/** Everything the service reads from its environment, in one place (README lists each variable). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  baseUrl: string;
  appOrigin: string;
  gppBaseUrl: string;
  gatewayUrl: string;
  gatewayApiKey: string;
  gatewayWebhookSecret: string;
  webDistDir: string;
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

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number`);
  return parsed;
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
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    baseUrl: env.BASE_URL ?? `http://localhost:${port}`,
    appOrigin: env.APP_ORIGIN ?? `http://localhost:${port}`,
    gppBaseUrl: env.GPP_BASE_URL ?? `http://localhost:${gatewayPort}`,
    gatewayUrl: env.GATEWAY_URL ?? `http://127.0.0.1:${gatewayPort}`,
    gatewayApiKey,
    gatewayWebhookSecret,
    webDistDir: resolve(env.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
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
