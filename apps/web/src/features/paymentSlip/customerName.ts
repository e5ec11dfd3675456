import type { ShopperInformation } from '@paypage/contract/paymentLink';
import {
  CUSTOMER_NAME_MAX_LENGTH,
  customerNameProblem,
} from '@paypage/contract/methods/paymentSlipRules';
import type { Rule } from '../../lib/validation/rules';
import type { PaymentSlipTextKey } from './paymentSlipTexts';

const problemIs = (problem: ReturnType<typeof customerNameProblem>) => (value: string) =>
  customerNameProblem(value) !== problem;

/** SPEC §5's name rules and messages, in its order: required, 1 to 70, valid characters. */
export const CUSTOMER_NAME_RULES: readonly Rule<PaymentSlipTextKey>[] = [
  { test: problemIs('required'), message: 'paymentSlip.customerName.required' },
  { test: problemIs('length'), message: 'paymentSlip.customerName.length' },
  { test: problemIs('characters'), message: 'paymentSlip.customerName.invalid' },
];

/** The name the merchant already knows (SPEC §3 shopperInformation), if it is a valid one. */
export function customerNameOf(shopper: ShopperInformation | null | undefined): string {
  const name = [shopper?.firstName, shopper?.lastName].filter(Boolean).join(' ').trim();
  return name && [...name].length <= CUSTOMER_NAME_MAX_LENGTH && !customerNameProblem(name)
    ? name
    : '';
}
