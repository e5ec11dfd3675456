import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { GatewayConfig } from './config';
import { publicAddress } from './hosted/publicAddress';
import { requireApiKey } from './http/apiKeyAuth';
import { installCompression } from './http/compression';
import { installErrorHandling } from './http/errorHandler';
import { serializeRequest } from './http/logRedaction';
import { installSecurityHeaders } from './http/securityHeaders';
import type { GatewayDeps, GatewayMethod } from './payments/gatewayMethod';
import { GATEWAY_METHODS } from './methods/registry';
import { approvalRoutes } from './hosted/approval/approvalRoutes';
import { hostedAssetsRoutes } from './hosted/hostedAssetsRoutes';
import { cancelPaymentRoutes } from './payments/cancelPaymentRoutes';
import { paymentChangesRoutes } from './payments/paymentChangesRoutes';
import { paymentsRoutes } from './payments/paymentsRoutes';
import { sandboxPageRoutes } from './sandbox/sandboxPageRoutes';
import { sandboxSettleRoutes } from './payments/sandboxSettleRoutes';
import { openGatewayDatabase } from './store/database';
import type { GatewayDb } from './store/database';
import { createWebhookDelivery } from './webhooks/webhookDelivery';
import type { WebhookDelivery } from './webhooks/webhookDelivery';
import { startWebhookLoop } from './webhooks/webhookLoop';
import type { WebhookLoop } from './webhooks/webhookLoop';
import { startExpirySweep } from './payments/expiry';
import { shopperStepWindows } from './payments/shopperStepWindows';
import type { Sweep } from './payments/sweep';

const BODY_LIMIT_BYTES = 64 * 1024;

export interface GatewayApp {
  /** The HTTP app; tests call `app.inject()`, main calls `listen()`. Closing it closes the store. */
  app: FastifyInstance;
  db: GatewayDb;
  webhooks: WebhookDelivery;
  /** Starts polling the outbox; `app.close()` stops it. */
  startWebhookDelivery(intervalMs?: number): WebhookLoop;
  /** Puts each method's always-known sandbox data in the store (GatewayMethod.seed). */
  seedMethods(now: Date): Promise<void>;
  /** Starts each method's work over time (GatewayMethod.background); `app.close()` stops it. */
  startMethodWork(): void;
  /** Starts refusing payments that ran out (payments/expiry.ts); `app.close()` stops it. */
  startExpirySweep(intervalMs?: number): Sweep;
}

export interface GatewayAppOptions {
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** The payment methods played (methods/registry); a test may add one of its own. */
  methods?: readonly GatewayMethod[];
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
      // Card session tokens travel in the card form's addresses; pino must never write them.
      serializers: { req: serializeRequest },
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
  const loops: (WebhookLoop | Sweep)[] = [];

  installSecurityHeaders(app);
  installErrorHandling(app);
  // Registered before every route, so its hook sees all their answers.
  installCompression(app);

  app.get(
    '/healthz',
    { schema: { response: { 200: Type.Object({ status: Type.Literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );
  // Browsers ask every top-level page's origin for an icon; the sandbox has none to show, and a
  // 404 there would be an error in the console of each provider or bank page a shopper opens.
  app.get('/favicon.ico', async (_request, reply) => reply.code(204).send());
  const methods = options.methods ?? GATEWAY_METHODS;
  const address = publicAddress(config);
  const deps: GatewayDeps = {
    db,
    publicBaseUrl: address.forPage(null),
    address,
    methods,
    windows: shopperStepWindows(config.shopperStepTimeoutS),
  };
  app.register(sandboxPageRoutes(deps));
  // The shopper's browser: each method's hosted pages (card form, 3-D Secure, approval pages).
  app.register(hostedAssetsRoutes());
  app.register(approvalRoutes(deps));
  for (const method of methods) {
    if (method.hostedRoutes) app.register(method.hostedRoutes(deps));
  }
  app.register(
    async (api) => {
      api.addHook('onRequest', requireApiKey(config.apiKey));
      await api.register(paymentsRoutes(deps));
      await api.register(paymentChangesRoutes(db));
      await api.register(cancelPaymentRoutes(db));
      await api.register(sandboxSettleRoutes(db));
      for (const method of methods) {
        if (method.apiRoutes) await api.register(method.apiRoutes(deps));
      }
    },
    { prefix: '/v1' },
  );

  const timers: NodeJS.Timeout[] = [];
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
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
    async seedMethods(now) {
      for (const method of methods) await method.seed?.(db, now);
    },
    startMethodWork() {
      for (const { background } of methods) {
        if (!background) continue;
        let running = false;
        const timer = setInterval(() => {
          // One round at a time; a failing round is logged and the next one runs anyway.
          if (running) return;
          running = true;
          background
            .run(db, new Date())
            .catch((error: unknown) =>
              app.log.error({ err: error }, 'method background work failed'),
            )
            .finally(() => {
              running = false;
            });
        }, background.everyMs);
        timer.unref();
        timers.push(timer);
      }
    },
    startExpirySweep(intervalMs) {
      const sweep = startExpirySweep(db, app.log, intervalMs);
      loops.push(sweep);
      return sweep;
    },
  };
}
