/** Ports and keys of the apps the end-to-end suite starts; spare ports keep a running demo untouched. */
export const E2E = {
  port: 18080,
  gatewayPort: 18081,
  appOrigin: 'http://localhost:18080',
  gatewayOrigin: 'http://localhost:18081',
  merchantApiKey: 'pp_sk_e2e_demo_merchant_key_0123456789',
} as const;

export const E2E_ENV: Record<string, string> = {
  PORT: String(E2E.port),
  GATEWAY_PORT: String(E2E.gatewayPort),
  SERVER_WEBHOOK_URL: `http://127.0.0.1:${E2E.port}/webhooks/gateway`,
  DEMO_MERCHANT_API_KEY: E2E.merchantApiKey,
  RATE_LIMIT_PER_MINUTE: '100000',
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
