import { lazyPage } from '../../lib/lazyPage';
import type { MethodModule } from '../../lib/paymentMethods/methodModule';
import { NetbankingPage } from './netbankingPage';

const BackFromProvider = lazyPage(() =>
  import('./backFromProviderPage').then((m) => m.BackFromProviderPage),
);

/**
 * Netbanking and PhonePe (SPEC §2): one page for both, /netbanking and /phonepe, and the pages
 * where the payer comes back from the bank or PhonePe and waits for the outcome.
 */
export const netbankingMethod: MethodModule = {
  page: NetbankingPage,
  steps: {
    'netbanking-transaction-created': { page: BackFromProvider },
    'phonepe-transaction-created': { page: BackFromProvider },
  },
};
