import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import { cardMethod } from '../features/card/cardMethod';
import type { MethodModule } from '../lib/paymentMethods/methodModule';

/**
 * Every payment method whose pages exist: one line per method's folder. The landing page lists
 * only these; the route table (routes.tsx) finds each method's page and steps here.
 */
export const METHOD_MODULES: readonly MethodModule[] = [cardMethod];

export const BUILT_METHODS: readonly PaymentMethod[] = METHOD_MODULES.flatMap((m) => m.methods);

export function methodModuleOf(method: PaymentMethod): MethodModule | undefined {
  return METHOD_MODULES.find((module) => module.methods.includes(method));
}
