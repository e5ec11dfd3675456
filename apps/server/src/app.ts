import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { assetRoutes } from './assets/assetRoutes';
import { cardRoutes } from './card/cardRoutes';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import { eventRoutes } from './events/eventRoutes';
import type { Gateway } from './gateway/gateway';
import { gatewayClient } from './gateway/gatewayClient';
import { gatewayWebhookRoutes } from './gatewayWebhooks/gatewayWebhookRoutes';
import { installApiDocs } from './http/apiDocs';
import { installCompression } from './http/compression';
import { installCors } from './http/cors';
import { installErrorHandler } from './http/errorHandler';
import { visitRecorder, type VisitRecorder } from './events/visitRecorder';
import { installIdempotency } from './idempotency/idempotentRoutes';
import { Problem } from './http/problem';
import { SAME_ORIGIN_API } from './http/pageAddresses';
import { installSecurityHeaders } from './http/securityHeaders';
import { merchantLinkRoutes } from './paymentLinks/merchantLinkRoutes';
import { publicLinkRoutes } from './paymentLinks/publicLinkRoutes';
import { buildServices, type Services } from './services';
import { installWebApp } from './webApp/webAppRoutes';

export interface ServerApp {
  app: FastifyInstance;
  services: Services;
  /** Link visits waiting to be written; flush() writes them (closing the app does too). */
  visits: VisitRecorder;
}

/** Secrets and card data never reach the logs, whatever a handler logs. */
const LOG_REDACTIONS = [
  'req.headers.authorization',
  'req.headers["paypage-signature"]',
  'req.headers["idempotency-key"]',
  'req.headers.cookie',
];

export interface ServerAppOptions {
  logStream?: NodeJS.WritableStream;
  /** The payment provider; the sandbox gateway over HTTP unless a test gives another. */
  gateway?: Gateway;
}

export async function buildServerApp(
  config: ServerConfig,
  db: Db,
  {
    logStream,
    gateway = gatewayClient({ baseUrl: config.gatewayUrl, apiKey: config.gatewayApiKey }),
  }: ServerAppOptions = {},
): Promise<ServerApp> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: LOG_REDACTIONS, censor: '[redacted]' },
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: config.bodyLimitBytes,
    // Report every failing field, and never quietly coerce or drop what a client sent.
    ajv: { customOptions: { allErrors: true, coerceTypes: false, removeAdditional: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const services = buildServices(db);
  const visits = visitRecorder(services.events, (error, count) =>
    app.log.warn({ err: error, visits: count }, 'link visits could not be written'),
  );
  // Before the store closes (main.ts closes the app first), so no visit taken down is lost.
  app.addHook('onClose', async () => visits.flush());
  // Every API speaks JSON only: any other body type is refused with 415 rather than guessed at.
  app.removeContentTypeParser('text/plain');
  installErrorHandler(app);
  installSecurityHeaders(app);
  installCors(app, config.appOrigins);
  // Before every route (and the page's static files), so its hook sees all their answers.
  await installCompression(app);
  installIdempotency(app, db);
  if (config.rateLimitPerMinute > 0) {
    await app.register(rateLimit, {
      max: config.rateLimitPerMinute,
      timeWindow: '1 minute',
      errorResponseBuilder: () => new Problem(429, 'RATE_LIMITED', 'Too many requests; slow down'),
    });
  }
  await installApiDocs(app, config.baseUrl ?? SAME_ORIGIN_API);

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await db.selectFrom('merchants').select('id').limit(1).execute();
    return { status: 'ok' };
  });
  await app.register(merchantLinkRoutes, { services, config });
  await app.register(publicLinkRoutes, { services, visits });
  await app.register(assetRoutes, { services });
  await app.register(eventRoutes, { services });
  await app.register(cardRoutes, { services, gateway, config });
  await app.register(gatewayWebhookRoutes, { services, config });
  await installWebApp(app, { services, config });
  return { app, services, visits };
}
