import { readFileSync } from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FraudDataBodySchema } from '@paypage/contract/methods/paypal';
import { FRAUD_DATA_PATH, FRAUD_DATA_SCRIPT_PATH } from '@paypage/contract/methods/paypalConstants';
import Type from 'typebox';
import { errorResponses } from '../../http/apiErrors';
import type { GatewayDeps } from '../../payments/gatewayMethod';
import { recordFraudData } from './paypalRepository';

const SCRIPT = readFileSync(new URL('./fraudData.js', import.meta.url), 'utf8');
/** A report is a few hundred bytes; a beacon far larger is not one. */
const REPORT_LIMIT_BYTES = 4 * 1024;
// Short: the payment page names the script without a version, and a fix must reach it soon.
const SCRIPT_CACHE = 'public, max-age=300';

/**
 * The fraud-data script of PayPal payments (SPEC §4), loaded by the payment page from the
 * gateway's origin, and the beacon it reports the device with. The beacon is a plain-text POST
 * (no CORS preflight; nobody reads the answer); its JSON is checked like any other body.
 */
export function fraudDataRoutes({ db }: GatewayDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    // Fastify's own text/plain parser hands over a string; this route wants the JSON in it.
    app.removeContentTypeParser('text/plain');
    app.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: REPORT_LIMIT_BYTES },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(Object.assign(new Error('The report is not JSON'), { statusCode: 400 }));
        }
      },
    );

    app.get(
      FRAUD_DATA_SCRIPT_PATH,
      { schema: { response: { 200: Type.String() } } },
      async (_request, reply) =>
        reply
          .type('text/javascript; charset=utf-8')
          .header('cache-control', SCRIPT_CACHE)
          // Another origin (the payment page) loads it; CORS lets that page check its integrity.
          .header('cross-origin-resource-policy', 'cross-origin')
          .header('access-control-allow-origin', '*')
          .send(SCRIPT),
    );

    app.post(
      FRAUD_DATA_PATH,
      {
        schema: {
          body: FraudDataBodySchema,
          response: { 204: Type.Null(), ...errorResponses(400, 413, 415) },
        },
      },
      async (request, reply) => {
        const { correlationId, merchantId, device } = request.body;
        await recordFraudData(db, {
          correlationId,
          merchantId,
          device,
          at: new Date().toISOString(),
        });
        return reply.status(204).send(null);
      },
    );
  };
}
