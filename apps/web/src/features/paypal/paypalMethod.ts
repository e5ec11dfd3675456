import { lazyPage } from '../../lib/lazyPage';
import type { MethodModule } from '../../lib/paymentMethods/methodModule';
import { PaypalPage } from './paypalPage';

/** PayPal (SPEC §2): the PayPal page, and where the payer comes back from PayPal's page. */
export const paypalMethod: MethodModule = {
  page: PaypalPage,
  steps: {
    'paypal-transaction-created': {
      bare: true,
      page: lazyPage(() =>
        import('./paypalTransactionCreatedPage').then((m) => m.PaypalTransactionCreatedPage),
      ),
    },
  },
};
