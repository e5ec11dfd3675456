import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { ComponentType } from 'react';

/**
 * The payment methods whose page exists, each a lazy import so every method is its own chunk:
 *   CARD: lazy(() => import('../features/card/cardPage').then((m) => ({ default: m.CardPage }))),
 * Each method's issue adds its line. Until then its route shows "not available" under the method
 * layout (docs/decisions/0006).
 */
export const METHOD_PAGES: Partial<Record<PaymentMethod, ComponentType>> = {};
