import { lazyPage } from '../../lib/lazyPage';
import type { MethodModule } from '../../lib/paymentMethods/methodModule';
import { AccountToPayPage, PayByBankPage, RequestToPayPage } from './bankRedirectPage';
import { TrustlyPage } from './trustlyPage';

/**
 * The methods that send the shopper to a bank and back (docs/decisions/0019), one module each
 * for app/methodRegistry; they share this folder's pages and its chunk. Their results come back
 * through the result pages (/mid/{transaction}/…, /pay-by-bank-result) and, for Trustly, the
 * page that waits while the bank confirms.
 */
export const requestToPayMethod: MethodModule = { page: RequestToPayPage };

export const trustlyMethod: MethodModule = {
  page: TrustlyPage,
  steps: {
    'trustly-transaction-created': {
      page: lazyPage(() =>
        import('./trustlyTransactionCreatedPage').then((m) => m.TrustlyTransactionCreatedPage),
      ),
    },
  },
};

export const payByBankMethod: MethodModule = { page: PayByBankPage };

export const accountToPayMethod: MethodModule = { page: AccountToPayPage };
