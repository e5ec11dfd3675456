import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterEach } from 'vitest';
import type { CreatePaymentLinkBody } from '@paypage/contract/paymentLink';
import type { Currency } from '@paypage/contract/money';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import { buildServerApp, type ServerApp } from '../app';
import type { Gateway } from '../gateway/gateway';
import { readServerConfig, type ServerConfig } from '../config';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { generateApiKey } from '../merchants/apiKeys';
import type { Merchant } from '../merchants/merchant';

export const WEBHOOK_SECRET = 'test-webhook-secret';

/** inject() sends every request to Host localhost:80, so the page is at this origin. */
const PAGE_ORIGIN = 'http://localhost';

export interface TestApp extends ServerApp {
  config: ServerConfig;
  /** The origin of the page as inject() sends requests (Host localhost): where shoppers return. */
  pageOrigin: string;
  /** The gateway's origin the page is told (no GPP_BASE_URL: the page's host, GATEWAY_PORT). */
  gatewayOrigin: string;
  db: Db;
  merchant: Merchant;
  apiKey: string;
  /** A second merchant, to prove one never sees the other's links or assets. */
  otherMerchant: Merchant;
  otherApiKey: string;
  createLink(body?: Partial<CreatePaymentLinkBody>): Promise<{ uuid: string; url: string }>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

const open: TestApp[] = [];
afterEach(async () => {
  for (const app of open.splice(0)) {
    await app.app.close();
    await app.db.destroy();
  }
});

/** The built script of the fake page: long enough to be worth compressing. */
export const FAKE_PAGE_SCRIPT = `console.log(${JSON.stringify('the payment page '.repeat(200))});`;
/** The German catalogue chunk of the fake build, as its page hints name it. */
export const FAKE_GERMAN_CATALOGUE = '/assets/de-d3e4f5.js';
/** The bundler's runtime, which the fake build's catalogue and card page both import. */
export const FAKE_RUNTIME = '/assets/rolldown-runtime-r1.js';
/** What the fake build's card page loads lazily. */
export const FAKE_CARD_PAGE = {
  scripts: ['/assets/cardPage-a1b2c3.js', FAKE_RUNTIME],
  styles: ['/assets/card-c3.css'],
};
/** What the fake build's import map pins for the card page's chunk (the catalogue has none). */
export const FAKE_CARD_PAGE_INTEGRITY = 'sha384-fakeCardPageIntegrity';

/**
 * A fake web build, so page routes can be served without building the real page: index.html
 * with its built tags, a hashed script with the .br and .gz copies the build writes, and the
 * build's page hints (apps/web/build/pageHints.ts).
 */
function fakeWebBuild(dir: string): string {
  const dist = join(dir, 'web-dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Paypage</title>' +
      `<script type="importmap">${JSON.stringify({ integrity: { [FAKE_CARD_PAGE.scripts[0] ?? '']: FAKE_CARD_PAGE_INTEGRITY } })}</script>` +
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  const script = join(dist, 'assets', 'index-abc123.js');
  writeFileSync(script, FAKE_PAGE_SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(FAKE_PAGE_SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(FAKE_PAGE_SCRIPT));
  writeFileSync(
    join(dist, '.vite', 'page-hints.json'),
    JSON.stringify({
      // de_AT as a build before catalogues had their imports named them: the one file.
      catalogues: { de_AT: FAKE_GERMAN_CATALOGUE, de_DE: [FAKE_GERMAN_CATALOGUE, FAKE_RUNTIME] },
      pages: { card: FAKE_CARD_PAGE },
    }),
  );
  return dist;
}

export async function startTestApp(
  overrides: Partial<ServerConfig> = {},
  options: {
    databaseUrl?: string;
    logStream?: NodeJS.WritableStream;
    gateway?: Gateway;
    onRoute?: (route: RouteOptions) => void;
    /** Kept across tests (the caller closes it): for suites that share one app. */
    shared?: boolean;
  } = {},
): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'paypage-server-'));
  const config: ServerConfig = {
    ...readServerConfig({
      DATA_DIR: dir,
      GATEWAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      LOG_LEVEL: 'silent',
    }),
    webDistDir: fakeWebBuild(dir),
    // No console build unless a test writes one (console/consoleApp.test.ts).
    consoleDistDir: join(dir, 'console-dist'),
    // No first-paint renderer unless a test writes one (test/firstPaint.test.ts): the real one
    // beside apps/web/dist would draw into every page test.
    webRenderDir: join(dir, 'web-render'),
    databaseUrl: options.databaseUrl,
    ...overrides,
  };
  const db = openDatabase(config);
  await migrateToLatest(db);
  const server = await buildServerApp(config, db, {
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.gateway ? { gateway: options.gateway } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
  });
  const merchant = await server.services.merchants.create({
    name: 'Test Shop',
    paypalMerchantId: 'PAYPAL-TEST',
    creditor: { name: 'Test Shop Ltd', creditorId: 'DE98ZZZ09999999999', address: null },
    theme: { primary: '#aa0000' },
    frameAncestors: ['https://shop.example'],
    webhookUrl: null,
    webhookSecret: null,
  });
  const otherMerchant = await server.services.merchants.create({
    name: '',
    paypalMerchantId: null,
    creditor: null,
    theme: {},
    frameAncestors: [],
    webhookUrl: null,
    webhookSecret: null,
  });
  const apiKey = generateApiKey();
  const otherApiKey = generateApiKey();
  await server.services.merchants.addApiKey(merchant.id, apiKey);
  await server.services.merchants.addApiKey(otherMerchant.id, otherApiKey);

  const testApp: TestApp = {
    ...server,
    config,
    pageOrigin: PAGE_ORIGIN,
    gatewayOrigin: config.gppBaseUrl ?? `http://localhost:${config.gatewayPort}`,
    db,
    merchant,
    apiKey,
    otherMerchant,
    otherApiKey,
    inject: (injectOptions) => server.app.inject(injectOptions),
    async createLink(body = {}) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/v1/payment-links',
        headers: { authorization: `Bearer ${apiKey}` },
        payload: { amount: 1999, currency: 'EUR', paymentMethods: ['CARD', 'PAYPAL'], ...body },
      });
      if (response.statusCode !== 201) throw new Error(`createLink failed: ${response.body}`);
      return response.json();
    },
  };
  if (!options.shared) open.push(testApp);
  return testApp;
}

/**
 * The shopper's 'I accept' as every payment start carries it: `{ ...accepted(), … }` in a body.
 * Links made by createLink name no terms document unless a test gives one (then pass its URL).
 */
export const accepted = (termsUrl: string | null = null) => ({ acceptedTerms: { termsUrl } });

/** A PENDING transaction of a link, as a payment method's call would store it. */
export async function insertPendingTransaction(
  t: TestApp,
  linkUuid: string,
  fields: {
    id: string;
    paymentMethod?: PaymentMethod;
    gatewayPaymentId?: string | null;
    amount?: number;
    currency?: Currency;
  },
): Promise<void> {
  const now = new Date().toISOString();
  await t.services.transactions.insert({
    id: fields.id,
    linkUuid,
    merchantId: t.merchant.id,
    paymentMethod: fields.paymentMethod ?? 'CARD',
    status: 'PENDING',
    amount: fields.amount ?? 1999,
    currency: fields.currency ?? 'EUR',
    gatewayPaymentId: fields.gatewayPaymentId ?? null,
    assetId: null,
    details: null,
    refusalReason: null,
    termsAcceptance: null,
    createdAt: now,
    updatedAt: now,
  });
}

/** The device information a desktop browser's card payment sends (SPEC §3). */
export const TEST_DEVICE = {
  colorDepth: 24,
  screenHeight: 800,
  screenWidth: 1280,
  timeZoneOffset: 0,
  javaEnabled: false,
  deviceType: 'browser',
  acceptHeader: 'text/html',
  language: 'en',
};
