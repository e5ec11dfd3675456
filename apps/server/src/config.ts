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
  rateLimitPerMinute: number;
  bodyLimitBytes: number;
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
    bodyLimitBytes: integer(env.BODY_LIMIT_BYTES, 64 * 1024, 'BODY_LIMIT_BYTES'),
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    production,
  };
}
