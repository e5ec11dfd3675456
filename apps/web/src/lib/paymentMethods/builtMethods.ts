import type { PaymentMethod } from '@paypage/contract/paymentMethods';

/**
 * The payment methods whose page exists. The landing page lists only these (issue 3: a method is
 * listed once its page exists); app/availableMethods.ts maps each to its page, and a test keeps
 * the two in step. Each method's issue adds its name here.
 */
export const BUILT_METHODS: readonly PaymentMethod[] = ['CARD'];
