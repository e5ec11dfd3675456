import { lazyPage } from '../../lib/lazyPage';
import type { MethodModule } from '../../lib/paymentMethods/methodModule';
import { CardPage } from './cardPage';

/** Card payments (SPEC §2): the card page, 3-D Secure, and where a card payment ends. */
export const cardMethod: MethodModule = {
  page: CardPage,
  steps: {
    'card-challenge': {
      page: lazyPage(() =>
        import('./challenge/cardChallengePage').then((m) => m.CardChallengePage),
      ),
    },
    'card-payment-completed': {
      bare: true,
      page: lazyPage(() =>
        import('./completed/cardPaymentCompletedPage').then((m) => m.NewCardPaymentCompletedPage),
      ),
    },
    'card-asset-payment-completed': {
      bare: true,
      page: lazyPage(() =>
        import('./completed/cardPaymentCompletedPage').then((m) => m.SavedCardPaymentCompletedPage),
      ),
    },
  },
};
