import { isUpiId } from '@paypage/contract/methods/upiId';
import type { Rule } from '../../lib/validation/rules';
import { required } from '../../lib/validation/rules';
import type { UpiTextKey } from './upiTexts';

/** SPEC §5's UPI ID: required, no spaces; and NPCI's form, name@handle. */
export const UPI_ID_RULES: readonly Rule<UpiTextKey>[] = [
  required('upi.upiId.required'),
  { test: (value) => !/\s/.test(value.trim()), message: 'upi.upiId.spaces' },
  { test: (value) => isUpiId(value.trim()), message: 'upi.upiId.invalid' },
];
