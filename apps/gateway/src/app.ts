import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { GatewayConfig } from './config';
import { publicAddress } from './hosted/publicAddress';
import { requireApiKey } from './http/apiKeyAuth';
import { installCompression } from './http/compression';
import { installErrorHandling } from './http/errorHandler';
import { installSecurityHeaders } from './http/securityHeaders';
import { cardSessionsRoutes } from './routes/cardSessionsRoutes';
import { cardTokensRoutes } from './routes/cardTokensRoutes';
import { hostedAssetsRoutes } from './routes/hostedAssetsRoutes';
import { hostedCardFormRoutes } from './routes/hostedCardFormRoutes';
import { paymentsRoutes } from './routes/paymentsRoutes';
import { sandboxPageRoutes } from './routes/sandboxPageRoutes';
import { sandboxSettleRoutes } from './routes/sandboxSettleRoutes';
import { threeDSecureApiRoutes } from './routes/threeDSecureApiRoutes';
import { threeDSecurePageRoutes } from './routes/threeDSecurePageRoutes';
import { openGatewayDatabase } from './store/database';
import type { GatewayDb } from './store/database';
import { createWebhookDelivery } from './webhooks/webhookDelivery';
import type { WebhookDelivery } from './webhooks/webhookDelivery';
import { startWebhookLoop } from './webhooks/webhookLoop';
import type { WebhookLoop } from './webhooks/webhookLoop';

export const BODY_LIMIT_BYTES = 64 * 1024;

export interface GatewayApp {
  /** The HTTP app; tests call `app.inject()`, main calls `listen()`. Closing it closes the store. */
  app: FastifyInstance;
  db: GatewayDb;
  webhooks: WebhookDelivery;
  /** Starts polling the outbox; `app.close()` stops it. */
  startWebhookDelivery(intervalMs?: number): WebhookLoop;
}

export interface GatewayAppOptions {
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
}

export function buildGatewayApp(
  config: GatewayConfig,
  options: GatewayAppOptions = {},
): GatewayApp {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Keys travel in this header; pino must never write them.
      redact: {
        paths: ['req.headers.authorization', 'headers.authorization'],
        censor: '[redacted]',
      },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    ajv: {
      // Report every failing field, reject unknown ones, and never turn "12" into 12.
      customOptions: { allErrors: true, removeAdditional: false, coerceTypes: false },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const db = openGatewayDatabase(config.dataDir);
  const webhooks = createWebhookDelivery({
    db,
    url: config.serverWebhookUrl,
    secret: config.webhookSecret,
    log: app.log as FastifyBaseLogger,
  });
  const loops: WebhookLoop[] = [];

  installSecurityHeaders(app);
  installErrorHandling(app);
  // Registered before every route, so its hook sees all their answers.
  installCompression(app);

  app.get(
    '/healthz',
    { schema: { response: { 200: Type.Object({ status: Type.Literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );
  const address = publicAddress(config);
  app.register(sandboxPageRoutes(address));
  // The shopper's browser: the hosted card form and the 3-D Secure frames, no API key.
  app.register(hostedAssetsRoutes());
  app.register(hostedCardFormRoutes(db));
  app.register(cardTokensRoutes(db, address));
  app.register(threeDSecurePageRoutes(db, address));
  app.register(
    async (api) => {
      api.addHook('onRequest', requireApiKey(config.apiKey));
      await api.register(paymentsRoutes(db, address));
      await api.register(cardSessionsRoutes(db));
      await api.register(threeDSecureApiRoutes(db, address));
      await api.register(sandboxSettleRoutes(db));
    },
    { prefix: '/v1' },
  );

  app.addHook('onClose', async () => {
    await Promise.all(loops.map((loop) => loop.stop()));
    await db.destroy();
  });

  return {
    app,
    db,
    webhooks,
    startWebhookDelivery(intervalMs) {
      const loop = startWebhookLoop(webhooks, app.log, intervalMs);
      loops.push(loop);
      return loop;
    },
  };
}
