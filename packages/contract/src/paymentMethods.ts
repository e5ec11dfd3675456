import Type from 'typebox';
import { CATALOGUE_METHODS } from './methodCatalogue';

/**
 * The 19 payment methods of SPEC §1, as the merchant API names them: the keys of the method
 * catalogue (methodCatalogue.ts), in its order.
 */
export const PAYMENT_METHODS = CATALOGUE_METHODS;

export const PaymentMethodSchema = Type.Enum(PAYMENT_METHODS);
export type PaymentMethod = Type.Static<typeof PaymentMethodSchema>;
