import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ajvCompilingOnce, serializersCompiledOnce } from './http/compiledOnce';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { assetRoutes } from './assets/assetRoutes';
import { consumerRoutes } from './assets/consumerRoutes';
import { chargeRoutes } from './charges/chargeRoutes';
import { installAuditTrail } from './console/auditTrail';
import { installConsoleApp } from './console/consoleAppRoutes';
import { consoleRoutes } from './console/consoleRoutes';
import { CONSOLE_API_PREFIX } from '@paypage/contract/consoleSession';
import { linkPaymentRoutes } from './linkPayments/linkPaymentRoutes';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import { storeAnswers } from './db/storeAnswers';
import { eventRoutes } from './events/eventRoutes';
import type { Gateway } from './gateway/gateway';
import { gatewayClient } from './gateway/gatewayClient';
import { gatewayWebhookRoutes } from './gatewayWebhooks/gatewayWebhookRoutes';
import { installApiDocs } from './http/apiDocs';
import { installCompression } from './http/compression';
import { installCors } from './http/cors';
import {
  clientErrorHandler,
  frameworkErrors,
  installErrorHandler,
  schemaErrorFormatter,
} from './http/errorHandler';
import { visitRecorder, type VisitRecorder } from './events/visitRecorder';
import { installIdempotency } from './idempotency/idempotentRoutes';
import { SAME_ORIGIN_API } from './http/pageAddresses';
import { installSecurityHeaders } from './http/securityHeaders';
import { merchantWebhookRoutes } from './merchantWebhooks/merchantWebhookRoutes';
import { OPERATOR_PREFIX, operatorRoutes } from './operator/operatorRoutes';
import { overviewRoutes } from './overview/overviewRoutes';
import { METHOD_ROUTES, SAVED_ASSET_CHARGES } from './methods/registry';
import { linkListRoutes } from './paymentLinks/linkListRoutes';
import { linkTimelineRoutes } from './paymentLinks/linkTimelineRoutes';
import { merchantLinkRoutes } from './paymentLinks/merchantLinkRoutes';
import { paymentStatusRoutes } from './payments/paymentStatusRoutes';
import { latestPaymentRoutes } from './payments/latestPaymentRoutes';
import { publicLinkRoutes } from './paymentLinks/publicLinkRoutes';
import { installRateLimits } from './rateLimits/rateLimits';
import { cspReportRoutes } from './security/cspReportRoutes';
import { buildServices, type Services } from './services';
import { installWebApp } from './webApp/webAppRoutes';
import { publicLogoRoutes } from './merchants/logo/logoRoutes';
import { pageSettingsRoutes } from './merchants/pageSettingsRoutes';
import { apiKeyRoutes } from './merchants/apiKeyRoutes';
import { webhookEndpointRoutes } from './merchantWebhooks/webhookEndpointRoutes';

export interface ServerApp {
  app: FastifyInstance;
  services: Services;
  gateway: Gateway;
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
  /** Sees every route as it is added (the fuzz harness enumerates routes and schemas). */
  onRoute?: (route: RouteOptions) => void;
}

const CHECKING_EVERY_FIELD = ajvCompilingOnce({
  allErrors: true,
  coerceTypes: false,
  removeAdditional: false,
});

export async function buildServerApp(
  config: ServerConfig,
  db: Db,
  {
    logStream,
    onRoute,
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
    // A consumer reference in a path has up to 128 characters, percent-encoded up to three times that.
    routerOptions: { maxParamLength: 400 },
    frameworkErrors,
    clientErrorHandler,
    // Behind a load balancer the client address (per-address rate limit) comes from it.
    trustProxy: config.trustProxy,
    // Report every failing field, and never quietly coerce or drop what a client sent.
    ajv: CHECKING_EVERY_FIELD,
    schemaErrorFormatter,
    schemaController: { compilersFactory: { buildSerializer: serializersCompiledOnce } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  if (onRoute) app.addHook('onRoute', onRoute);
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
  // Before compression: it reads the answer's id from the JSON it is about to send.
  installAuditTrail(app, services);
  // The merchant routes' authenticator reads sessions and the service's origin from here.
  app.decorate('merchantAccess', { config, console: services.console });
  installCors(app, config.appOrigins);
  // Before every route (and the page's static files), so its hook sees all their answers.
  await installCompression(app);
  installIdempotency(app, db, config.idempotencySecret);
  installRateLimits(app, db, config);
  await installApiDocs(app, config.baseUrl ?? SAME_ORIGIN_API);

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await storeAnswers(db);
    return { status: 'ok' };
  });
  await app.register(merchantLinkRoutes, { services, config });
  await app.register(linkListRoutes, { services, config });
  await app.register(linkTimelineRoutes, { services });
  await app.register(overviewRoutes, { services });
  await app.register(pageSettingsRoutes, { services });
  await app.register(merchantWebhookRoutes, { services });
  // After the test event's route: the fuzzer clears the endpoint here, which that route needs.
  await app.register(webhookEndpointRoutes, { services });
  await app.register(chargeRoutes, { services, gateway, chargers: SAVED_ASSET_CHARGES });
  await app.register(linkPaymentRoutes, { services, gateway });
  await app.register(consoleRoutes, { services, config, prefix: CONSOLE_API_PREFIX });
  await app.register(consumerRoutes, { services });
  // Last of the merchant routes: the route fuzzer revokes the key it calls with here, and only
  // routes registered later (none of them a merchant's) are fuzzed after it.
  await app.register(apiKeyRoutes, { services });
  await app.register(operatorRoutes, { services, config, prefix: OPERATOR_PREFIX });
  await app.register(cspReportRoutes, { services });
  await app.register(publicLinkRoutes, { services, visits });
  await app.register(publicLogoRoutes, { services });
  await app.register(assetRoutes, { services });
  await app.register(eventRoutes, { services });
  await app.register(paymentStatusRoutes, { services, gateway, config });
  await app.register(latestPaymentRoutes, { services, gateway, config });
  for (const methodRoutes of METHOD_ROUTES) {
    await app.register(methodRoutes, { services, gateway, config });
  }
  await app.register(gatewayWebhookRoutes, { services, config, gateway });
  installConsoleApp(app, config);
  await installWebApp(app, { services, config });
  return { app, services, gateway, visits };
}
