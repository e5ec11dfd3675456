import { readForOpening } from '../../lib/api/openingReads';
import type { MethodModule } from '../../lib/paymentMethods/methodModule';
import { creditorPath } from './sepaApi';
import { SepaPage } from './sepaPage';

/**
 * SEPA Direct Debit (SPEC §2): one page; a debit pending at the bank is already a success. The
 * mandate text names the creditor: read before the page's first render.
 */
export const sepaMethod: MethodModule = {
  page: SepaPage,
  prepare: (link, source) => readForOpening(creditorPath(link.merchantId), source),
};
