import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CspReportListSchema,
  PageIntegrityCheckSchema,
  SecurityAlertListSchema,
} from '@paypage/contract/securityReports';
import type { ServerConfig } from '../config';
import { errorResponses } from '../http/routeSchemas';
import { cspReportsRepository } from '../security/cspReportsRepository';
import { checkPageIntegrity } from '../security/pageIntegrity';
import { securityAlertsRepository } from '../security/securityAlertsRepository';
import type { Services } from '../services';
import { OperatorHeadersSchema } from './operatorMerchantRoutes';

const RECENT = 200;

/** PCI DSS 6.4.3 / 11.6.1 for the operator: CSP reports, change alerts, a check on demand. */
export const operatorSecurityRoutes: FastifyPluginAsyncTypebox<{
  services: Services;
  config: ServerConfig;
}> = async (app, { services }) => {
  const schema = <T extends object>(summary: string, parts: T) => ({
    tags: ['operator'],
    summary,
    security: [{ operatorKey: [] }],
    headers: OperatorHeadersSchema,
    ...parts,
  });

  app.get(
    '/csp-reports',
    {
      schema: schema('The latest CSP violation reports browsers sent', {
        operationId: 'listCspReports',
        response: { 200: CspReportListSchema, ...errorResponses(401, 429) },
      }),
    },
    async () => ({ reports: await cspReportsRepository(services.db).listRecent(RECENT) }),
  );

  app.get(
    '/security-alerts',
    {
      schema: schema("Changes in the page's scripts or headers; gateway amount mismatches", {
        operationId: 'listSecurityAlerts',
        response: { 200: SecurityAlertListSchema, ...errorResponses(401, 429) },
      }),
    },
    async () => ({ alerts: await securityAlertsRepository(services.db).listRecent(RECENT) }),
  );

  app.post(
    '/page-integrity/check',
    {
      schema: schema('Compare the page and API with their baseline now', {
        operationId: 'checkPageIntegrity',
        response: { 200: PageIntegrityCheckSchema, ...errorResponses(401, 429) },
      }),
    },
    async () => ({
      checkedAt: new Date().toISOString(),
      targets: await checkPageIntegrity(app, services),
    }),
  );
};
