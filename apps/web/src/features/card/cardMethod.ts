import { lazy } from 'react';
import type { MethodModule } from '../../lib/paymentMethods/methodModule';
import { CardPage } from './cardPage';

/** Card payments (SPEC §2): the card page, 3-D Secure, and where a card payment ends. */
export const cardMethod: MethodModule = {
  page: CardPage,
  steps: {
    'card-challenge': {
      page: lazy(() =>
        import('./challenge/cardChallengePage').then((m) => ({ default: m.CardChallengePage })),
      ),
    },
    'card-payment-completed': {
      bare: true,
      page: lazy(() =>
        import('./completed/cardPaymentCompletedPage').then((m) => ({
          default: m.NewCardPaymentCompletedPage,
        })),
      ),
    },
    'card-asset-payment-completed': {
      bare: true,
      page: lazy(() =>
        import('./completed/cardPaymentCompletedPage').then((m) => ({
          default: m.SavedCardPaymentCompletedPage,
        })),
      ),
    },
  },
};
