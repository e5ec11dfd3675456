import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/**
 * OpenAPI generated from the route schemas (which come from the contract), browsable at /docs.
 * Each route's schema names its operation (`operationId`, beside its summary, so a new route
 * cannot be added without one going unnoticed in review) and who may call it: `security` with
 * the merchant's or operator's key, or `security: []` for the shopper's page, browsers' CSP
 * reports and the gateway's webhooks, which prove themselves by signature, not by a key.
 * `npm run lint:openapi` lints the document with Redocly's recommended rules.
 */
export async function installApiDocs(app: FastifyInstance, baseUrl: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Paypage payment-link service',
        version: '1.0.0',
        description:
          'The merchant API creates and manages payment links; the public API serves the hosted payment page.',
        // The repository grants no licence (package.json "UNLICENSED": a private product), so the
        // document says so rather than name an open-source licence nobody chose.
        license: { name: 'Proprietary' },
      },
      servers: [{ url: baseUrl }],
      components: {
        securitySchemes: {
          apiKey: { type: 'http', scheme: 'bearer', description: 'Merchant API key' },
          operatorKey: { type: 'http', scheme: 'bearer', description: 'Operator key' },
          consoleSession: {
            type: 'apiKey',
            in: 'cookie',
            name: 'paypage_console',
            description: 'Console session; unsafe calls also send X-CSRF-Token',
          },
        },
      },
      tags: [
        { name: 'merchant', description: 'Authenticated with the merchant API key' },
        { name: 'public', description: "Called by the shopper's payment page" },
        { name: 'webhooks', description: 'Signed calls from the payment gateway' },
        { name: 'operator', description: 'Merchant accounts and settings; operator key' },
        { name: 'security', description: 'CSP violation reports from browsers' },
        { name: 'console', description: "The merchants' console: sign-in, team, audit log" },
      ],
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    // Hash-based policy for its inline bootstrap; upgrade-insecure-requests would break plain-http demos.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
