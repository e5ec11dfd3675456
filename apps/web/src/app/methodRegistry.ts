import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { MethodModule } from '../lib/paymentMethods/methodModule';

/**
 * Every payment method whose pages exist: one line per method, loading its folder's module on
 * demand (each method is its own chunk; the landing route carries only these lines). The landing
 * page lists these methods; the route table (routes.tsx, methodRoute.tsx) finds each method's
 * page and steps in its module.
 */
export const METHOD_MODULES: Partial<Record<PaymentMethod, () => Promise<MethodModule>>> = {
  CARD: () => import('../features/card/cardMethod').then((m) => m.cardMethod),
  PAYPAL: () => import('../features/paypal/paypalMethod').then((m) => m.paypalMethod),
  SEPA_DD: () => import('../features/sepaDd/sepaMethod').then((m) => m.sepaMethod),
  PAYTO: () => import('../features/payTo/payToMethod').then((m) => m.payToMethod),
};

export const BUILT_METHODS = Object.keys(METHOD_MODULES) as PaymentMethod[];
