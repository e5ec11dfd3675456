import { lazyPage } from '../../lib/lazyPage';
import type { MethodModule } from '../../lib/paymentMethods/methodModule';
import { ProviderCheckoutPage } from './providerCheckoutPage';

/**
 * iDEAL, Bancontact card and Bancontact mobile (SPEC §2): one page that opens the payment
 * provider's checkout, and the page the provider sends the shopper back to. The registry lists
 * this module once per method (docs/decisions/0018).
 */
export const providerCheckoutMethod: MethodModule = {
  page: ProviderCheckoutPage,
  steps: {
    'ckey/:ckey/adyen': {
      bare: true,
      page: lazyPage(() => import('./providerReturnPage').then((m) => m.ProviderReturnPage)),
    },
  },
};
