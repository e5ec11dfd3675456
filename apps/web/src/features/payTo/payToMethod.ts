import { lazyPage } from '../../lib/lazyPage';
import type { MethodModule } from '../../lib/paymentMethods/methodModule';
import { PayToPage } from './payToPage';

/** PayTo (SPEC §2): the account form, and the wait for the agreement in the banking app. */
export const payToMethod: MethodModule = {
  page: PayToPage,
  steps: {
    'payto-transaction-created': {
      page: lazyPage(() => import('./agreementWaitingPage').then((m) => m.AgreementWaitingPage)),
    },
  },
};
