import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { MessageKey, Translate } from '../i18n/translator';

/** A payment method's name in the console's language (catalogue key `method.<METHOD>`). */
export function methodName(method: PaymentMethod, t: Translate): string {
  return t(`method.${method}` as MessageKey);
}
