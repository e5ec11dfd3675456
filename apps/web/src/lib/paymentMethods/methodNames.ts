import { CATALOGUE_METHODS, METHOD_CATALOGUE } from '@paypage/contract/methodCatalogue';
import type { MethodCatalogue } from '@paypage/contract/methodCatalogue';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { MessageKey } from '../i18n/catalogues';

// Fails to compile when the catalogue names a key the page's text catalogue does not have.
const asMessageKey = (key: MethodCatalogue[PaymentMethod]['nameKey']): MessageKey => key;

/** The name the shopper reads for each payment method (the contract's method catalogue). */
export const METHOD_NAMES = Object.fromEntries(
  CATALOGUE_METHODS.map((method) => [method, asMessageKey(METHOD_CATALOGUE[method].nameKey)]),
) as Record<PaymentMethod, MessageKey>;
