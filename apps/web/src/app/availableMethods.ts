import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { ComponentType } from 'react';
import { lazy } from 'react';

/**
 * The payment methods whose page exists, each a lazy import so every method is its own chunk.
 * Each method's issue adds its line here and its name to lib/paymentMethods/builtMethods.ts
 * (the landing page lists only those; a test keeps the two in step).
 */
export const METHOD_PAGES: Partial<Record<PaymentMethod, ComponentType>> = {
  CARD: lazy(() => import('../features/card/cardPage').then((m) => ({ default: m.CardPage }))),
};

/** Pages a card payment passes through after 'pay now' (SPEC §2), in the card's chunks. */
export const CardChallengePage = lazy(() =>
  import('../features/card/challenge/cardChallengePage').then((m) => ({
    default: m.CardChallengePage,
  })),
);
export const CardPaymentCompletedPage = lazy(() =>
  import('../features/card/completed/cardPaymentCompletedPage').then((m) => ({
    default: m.CardPaymentCompletedPage,
  })),
);
