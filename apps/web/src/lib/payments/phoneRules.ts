import { e164Of } from '../phone/phoneNumber';
import type { Rule } from '../validation/rules';
import { required } from '../validation/rules';
import type { PaymentTextKey } from './paymentTexts';

/** SPEC §5's phone: required, and valid with an international prefix. */
export function phoneRules(): Rule<PaymentTextKey>[] {
  return [
    required('payments.phone.required'),
    { test: (value) => e164Of(value) !== undefined, message: 'payments.phone.invalid' },
  ];
}
