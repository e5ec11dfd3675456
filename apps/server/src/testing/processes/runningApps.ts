import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const ROOT = new URL('../../../../../', import.meta.url).pathname;
export const GATEWAY_API_KEY = 'process-test-gateway-key-0123456789';
const GATEWAY_WEBHOOK_SECRET = 'process-test-webhook-secret-0123456789';

/** Waits for a condition, however loaded the machine: polls until true or the deadline. */
export async function waitUntil(
  what: string,
  condition: () => Promise<boolean> | boolean,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await Promise.resolve()
        .then(condition)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`gave up waiting ${timeoutMs / 1000} s for: ${what}`);
}

const healthy = (url: string) =>
  fetch(`${url}/healthz`).then(
    (response) => response.ok,
    () => false,
  );

export interface RunningApp {
  url: string;
  process: ChildProcess;
  /** kill -9: no shutdown hooks, no flushing, as a crash. */
  crash(): Promise<void>;
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function start(
  entry: string,
  port: number,
  env: Record<string, string>,
): Promise<RunningApp> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(`${entry} on port ${port}`, async () => {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    return healthy(url);
  });
  return {
    url,
    process: child,
    async crash() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited(child), new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited(child);
    },
  };
}

export function startGateway(options: { port: number; dataDir: string; serverPort: number }) {
  return start('apps/gateway/src/main.ts', options.port, {
    GATEWAY_PORT: String(options.port),
    DATA_DIR: options.dataDir,
    GATEWAY_API_KEY,
    GATEWAY_WEBHOOK_SECRET,
    SERVER_WEBHOOK_URL: `http://127.0.0.1:${options.serverPort}/webhooks/gateway`,
    GPP_BASE_URL: `http://localhost:${options.port}`,
  });
}

export function startService(options: {
  port: number;
  gatewayPort: number;
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}) {
  return start('apps/server/src/main.ts', options.port, {
    PORT: String(options.port),
    GATEWAY_PORT: String(options.gatewayPort),
    DATA_DIR: options.dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    GATEWAY_API_KEY,
    GATEWAY_WEBHOOK_SECRET,
    APP_ORIGIN: `http://localhost:${options.port}`,
    BASE_URL: `http://localhost:${options.port}`,
    RATE_LIMIT_PER_MINUTE: '0',
    RATE_LIMIT_PER_LINK_PER_MINUTE: '0',
    RATE_LIMIT_PER_KEY_PER_MINUTE: '0',
    // Quick rounds so a test sees reconciliation within seconds, not minutes.
    RECONCILE_INTERVAL_S: '2',
    PAYMENT_ABANDONED_AFTER_S: '6',
    PAGE_INTEGRITY_INTERVAL_S: '0',
    ...options.env,
  });
}

/** The merchant's webhook endpoint: keeps every delivery (event id, type, transaction). */
export async function merchantReceiver() {
  const received: { id: string; type: string; linkUuid?: string; transactionId?: string }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const event = JSON.parse(body);
      received.push({
        id: event.id,
        type: event.type,
        linkUuid: event.data?.paymentLinkUuid,
        transactionId: event.data?.transaction?.id,
      });
      response.statusCode = 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const DEVICE = {
  colorDepth: 24,
  screenHeight: 800,
  screenWidth: 1280,
  timeZoneOffset: 0,
  javaEnabled: false,
  deviceType: 'browser',
  acceptHeader: 'text/html',
  language: 'en',
};

/** One card payment as the page sends it; a dead service answers with a network error. */
export async function payByCard(
  serviceUrl: string,
  uuid: string,
  cardToken: string,
  idempotencyKey: string,
): Promise<{ status: number; body: Record<string, unknown> } | { error: string }> {
  try {
    const response = await fetch(`${serviceUrl}/public/payment-link/${uuid}/transaction`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
      body: JSON.stringify({
        acceptedTerms: { termsUrl: null },
        payment: { asset: { type: 'CARD', cardToken } },
        deviceInformation: DEVICE,
      }),
      signal: AbortSignal.timeout(30_000),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
