import type { Rule } from '../validation/rules';
import { email, lengthBetween, required } from '../validation/rules';
import type { PaymentTextKey } from './paymentTexts';

/**
 * SPEC §5's email: required ('Please enter your email address.') and valid ('Please enter a
 * valid email address.'), at most `maxLength` characters (Trustly: 70), which SPEC counts as
 * not valid either.
 */
export function emailRules(maxLength = 254): Rule<PaymentTextKey>[] {
  return [
    required('payments.email.required'),
    email('payments.email.invalid'),
    lengthBetween(1, maxLength, 'payments.email.invalid'),
  ];
}
