import { isAbsolute, resolve } from 'node:path';

/** Everything the gateway reads from its environment, checked once at start-up. */
export interface GatewayConfig {
  port: number;
  host: string;
  /** Bearer key the payment-link service presents on every REST call. */
  apiKey: string;
  /** HMAC key of the webhooks the gateway signs for the service. */
  webhookSecret: string;
  serverWebhookUrl: string;
  /** The gateway keeps its own store here (`gateway.sqlite`), never the server's file. */
  dataDir: string;
  /**
   * GPP_BASE_URL: the gateway's public origin as browsers reach it; unset, the host name of the
   * page that uses it, at `port` (hosted/publicAddress.ts).
   */
  publicBaseUrl: string | undefined;
  logLevel: LogLevel;
  /**
   * SHOPPER_STEP_TIMEOUT_S: when set, every window the gateway waits on the shopper in (3-D
   * Secure, checkouts, approval pages, apps, QR codes …) lasts this many seconds instead of its
   * default (payments/shopperStepWindows.ts), and a deadline the service asks for is cut to it;
   * for tests and demos. Unset: the defaults, as real providers keep them.
   */
  shopperStepTimeoutS: number | undefined;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A shopper step lasts at least a second and at most a day (no payment waits longer). */
const SHOPPER_STEP_TIMEOUT_RANGE_S = { min: 1, max: 24 * 60 * 60 } as const;

/** Short keys are guessable; the start script generates longer ones. */
const MIN_SECRET_LENGTH = 16;

type Env = Record<string, string | undefined>;

export function loadGatewayConfig(env: Env = process.env): GatewayConfig {
  const problems: string[] = [];
  const port = parsePort(env.GATEWAY_PORT, problems);
  const apiKey = requireSecret(env, 'GATEWAY_API_KEY', problems);
  const webhookSecret = requireSecret(env, 'GATEWAY_WEBHOOK_SECRET', problems);
  const serverWebhookUrl = parseUrl(
    env,
    'SERVER_WEBHOOK_URL',
    'http://127.0.0.1:8080/webhooks/gateway',
    problems,
  );
  const publicBaseUrl = env.GPP_BASE_URL
    ? parseUrl(env, 'GPP_BASE_URL', '', problems).replace(/\/+$/, '')
    : undefined;
  const shopperStepTimeoutS = parseShopperStepTimeout(env.SHOPPER_STEP_TIMEOUT_S, problems);
  const logLevel = (env.LOG_LEVEL || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }
  if (problems.length > 0) {
    throw new Error(`Invalid gateway configuration: ${problems.join('; ')}`);
  }
  const dataDir = env.DATA_DIR || './data';
  return {
    port,
    host: env.HOST || '127.0.0.1',
    apiKey,
    webhookSecret,
    serverWebhookUrl,
    dataDir: isAbsolute(dataDir) ? dataDir : resolve(dataDir),
    publicBaseUrl,
    logLevel,
    shopperStepTimeoutS,
  };
}

function parseShopperStepTimeout(value: string | undefined, problems: string[]) {
  if (!value) return undefined;
  const seconds = Number(value);
  const { min, max } = SHOPPER_STEP_TIMEOUT_RANGE_S;
  if (!/^[0-9]+$/.test(value) || seconds < min || seconds > max) {
    problems.push(`SHOPPER_STEP_TIMEOUT_S must be a whole number of seconds from ${min} to ${max}`);
  }
  return seconds;
}

function parsePort(value: string | undefined, problems: string[]): number {
  if (!value) return 8081;
  const port = Number(value);
  if (!/^[0-9]+$/.test(value) || port > 65535) {
    problems.push('GATEWAY_PORT must be an integer between 0 and 65535');
  }
  return port;
}

function requireSecret(env: Env, name: string, problems: string[]): string {
  const value = env[name] ?? '';
  // The value itself never goes into the message: it would end up in logs.
  if (value.length < MIN_SECRET_LENGTH) {
    problems.push(`${name} is required and must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  return value;
}

function parseUrl(env: Env, name: string, fallback: string, problems: string[]): string {
  const value = env[name] || fallback;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
  } catch {
    problems.push(`${name} must be an http(s) URL`);
  }
  return value;
}
