import type { GatewayMethod } from '../../payments/gatewayMethod';
import { CLEARING_INTERVAL_MS, clearDueDebits } from './clearDebits';
import { ensureSandboxMandate } from './sandboxMandate';
import { sepaApiRoutes } from './sepaApiRoutes';
import { SEPA_ROUTE_DOCS, SEPA_TEST_DATA } from './sepaTestData';
import { startDebit } from './startDebit';

/**
 * SEPA Direct Debit: mandates (the only place with a full IBAN), debits of a mandate that are
 * PENDING when submitted and later settle or are returned with an R-transaction reason, as the
 * sandbox IBANs say (docs/decisions/0016).
 */
export const sepaMethod: GatewayMethod = {
  methods: ['SEPA_DD'],
  start: startDebit,
  apiRoutes: sepaApiRoutes,
  testData: SEPA_TEST_DATA,
  routeDocs: SEPA_ROUTE_DOCS,
  seed: ensureSandboxMandate,
  background: { everyMs: CLEARING_INTERVAL_MS, run: clearDueDebits },
};
