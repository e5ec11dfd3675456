import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { CspReportBodySchema } from '@paypage/contract/securityReports';
import { Problem } from '../http/problem';
import { errorResponses } from '../http/routeSchemas';
import type { Services } from '../services';
import { cspReportsRepository } from './cspReportsRepository';

export const CSP_REPORT_PATH = '/csp-reports';
const REPORT_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Browsers post CSP violations of the page and the API here (`report-uri`; the Reporting API's
 * format is taken too, for a later `report-to`); the
 * operator reads them at GET /api/operator/v1/csp-reports. Anyone can post, so the body is small,
 * checked like any other, and the per-address rate limit applies.
 */
export const cspReportRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (
  app,
  { services },
) => {
  const reports = cspReportsRepository(services.db);
  for (const type of ['application/csp-report', 'application/reports+json']) {
    app.addContentTypeParser(
      type,
      { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT_BYTES },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(
            new Problem(400, 'VALIDATION_FAILED', 'The body is not valid JSON', [
              { field: 'body', message: 'is not valid JSON' },
            ]),
            undefined,
          );
        }
      },
    );
  }

  app.post(
    CSP_REPORT_PATH,
    {
      bodyLimit: REPORT_BODY_LIMIT_BYTES,
      schema: {
        tags: ['security'],
        operationId: 'reportCspViolations',
        security: [],
        summary: 'CSP violation reports from browsers',
        body: CspReportBodySchema,
        response: { 204: Type.Null(), ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      await reports.record(request.body);
      return reply.code(204).send(null);
    },
  );
};
