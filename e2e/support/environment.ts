import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Ports and keys of the apps the end-to-end suite starts; spare ports keep a running demo untouched. */
// E2E_PORT lets two suites run side by side (the gateway takes the next port).
const port = Number(process.env.E2E_PORT ?? 18080);

export const E2E = {
  port,
  /** Both apps' SQLite files live here, so specs can inspect what was stored. */
  dataDir: join(tmpdir(), `paypage-e2e-${port}`),
  gatewayPort: port + 1,
  appOrigin: `http://localhost:${port}`,
  gatewayOrigin: `http://localhost:${port + 1}`,
  /** The same demo under another name of the machine: nothing in it names localhost. */
  otherAppOrigin: `http://127.0.0.1:${port}`,
  merchantApiKey: 'pp_sk_e2e_demo_merchant_key_0123456789',
  // Fixed (start.mjs would pick a random one) so a spec can open card sessions on the gateway.
  gatewayApiKey: 'e2e-gateway-api-key-0123456789',
  operatorApiKey: 'e2e-operator-api-key-0123456789abcdef',
  /** The demo merchant's console admin (start.mjs would print a random password). */
  consoleEmail: 'admin@demo-shop.example',
  consolePassword: 'e2e-console-admin-password-0123',
} as const;

export const E2E_ENV: Record<string, string> = {
  PORT: String(E2E.port),
  GATEWAY_PORT: String(E2E.gatewayPort),
  SERVER_WEBHOOK_URL: `http://127.0.0.1:${E2E.port}/webhooks/gateway`,
  DEMO_MERCHANT_API_KEY: E2E.merchantApiKey,
  GATEWAY_API_KEY: E2E.gatewayApiKey,
  OPERATOR_API_KEY: E2E.operatorApiKey,
  DEMO_CONSOLE_EMAIL: E2E.consoleEmail,
  DEMO_CONSOLE_PASSWORD: E2E.consolePassword,
  RATE_LIMIT_PER_MINUTE: '100000',
  // The suite opens the demo links hundreds of times a minute.
  RATE_LIMIT_PER_LINK_PER_MINUTE: '100000',
  LOG_LEVEL: 'warn',
};

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags that work on this machine's closed network (README). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
