import type { MethodModule } from '../../lib/paymentMethods/methodModule';
import { CardPage } from './cardPage';
import { CardChallengePage } from './challenge/cardChallengePage';
import {
  NewCardPaymentCompletedPage,
  SavedCardPaymentCompletedPage,
} from './completed/cardPaymentCompletedPage';

/**
 * Card payments (SPEC §2): the card page, 3-D Secure, and where a card payment ends. The steps
 * are imported, not loaded lazily: they come after the card page in the same tab, so the card's
 * pages are one file, reached only from this module. Loaded lazily from a file that a chunk
 * group had already put them in, each step needed the bundler's module-object helper, a file of
 * its own that the card page's first screen waited on (docs/decisions/0028).
 */
export const cardMethod: MethodModule = {
  page: CardPage,
  steps: {
    'card-challenge': { page: CardChallengePage },
    'card-payment-completed': { bare: true, page: NewCardPaymentCompletedPage },
    'card-asset-payment-completed': { bare: true, page: SavedCardPaymentCompletedPage },
  },
};
