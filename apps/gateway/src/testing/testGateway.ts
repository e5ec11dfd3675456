import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { CreateGatewayPaymentBody, GatewayPayment } from '@paypage/contract/gatewayApi';
import { buildGatewayApp } from '../app';
import type { GatewayApp } from '../app';
import type { GatewayConfig } from '../config';
import { cardMethod } from '../methods/card/cardMethod';
import type { GatewayMethod } from '../payments/gatewayMethod';
import { migrateToLatest } from '../store/migrate';

export const TEST_API_KEY = 'test-api-key-4f1c9e0b7a2d';
export const TEST_WEBHOOK_SECRET = 'test-webhook-secret-93b1d5e7c2';
export const AUTH = { authorization: `Bearer ${TEST_API_KEY}` };

export interface TestGateway extends GatewayApp {
  config: GatewayConfig;
  /** Every log line written so far. */
  logs(): string;
  close(): Promise<void>;
}

/**
 * A gateway on a fresh SQLite file in its own temp dir, migrated, not listening. It plays the
 * card and the `methods` a test names: any other method's payment starts RECEIVED and waits for
 * the settle call, which is what the tests of the shared machinery (payments, settle, webhooks)
 * rely on. A method's own tests pass its module.
 */
export async function startTestGateway(
  overrides: Partial<GatewayConfig> = {},
  { methods = [] }: { methods?: readonly GatewayMethod[] } = {},
): Promise<TestGateway> {
  const dataDir = await mkdtemp(join(tmpdir(), 'paypage-gateway-'));
  const config: GatewayConfig = {
    port: 0,
    host: '127.0.0.1',
    apiKey: TEST_API_KEY,
    webhookSecret: TEST_WEBHOOK_SECRET,
    serverWebhookUrl: 'http://127.0.0.1:9/unused',
    dataDir,
    publicBaseUrl: 'http://localhost:8081',
    logLevel: 'info',
    shopperStepTimeoutS: undefined,
    ...overrides,
  };
  const chunks: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  const gateway = buildGatewayApp(config, { logStream, methods: [cardMethod, ...methods] });
  await migrateToLatest(gateway.db);
  return {
    ...gateway,
    config,
    logs: () => chunks.join(''),
    async close() {
      await gateway.app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let referenceCounter = 0;

export function paymentRequest(
  overrides: Partial<CreateGatewayPaymentBody> = {},
): CreateGatewayPaymentBody {
  referenceCounter += 1;
  return {
    reference: `txn-${Date.now()}-${referenceCounter}`,
    amount: 1999,
    currency: 'EUR',
    method: 'IDEAL',
    returnUrl: 'http://localhost:8080/uuid/3f2b8c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f/success',
    locale: 'en_GB',
    ...overrides,
  };
}

export async function createPayment(
  gateway: TestGateway,
  overrides: Partial<CreateGatewayPaymentBody> = {},
): Promise<GatewayPayment> {
  const response = await gateway.app.inject({
    method: 'POST',
    url: '/v1/payments',
    headers: AUTH,
    payload: paymentRequest(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json<GatewayPayment>();
}

export async function settle(gateway: TestGateway, id: string, status: string) {
  return gateway.app.inject({
    method: 'POST',
    url: `/v1/sandbox/payments/${id}/settle`,
    headers: AUTH,
    payload: { status },
  });
}
