import {
  accountNameProblem,
  payIdProblem,
  type PayIdProblem,
  type PayIdType,
} from '@paypage/contract/methods/payToRules';
import type { FieldSpec } from '../../lib/validation/useFormFields';
import type { PayToTextKey } from './payToTexts';

const PAYID_MESSAGES: Record<PayIdProblem, PayToTextKey> = {
  required: 'payto.payId.required',
  length: 'payto.payId.length',
  phone: 'payto.payId.phone',
  email: 'payto.payId.email',
  businessNumber: 'payto.payId.businessNumber',
  organisationId: 'payto.payId.organisationId',
};

/** Each rule of SPEC §5 as the service checks it too (contract methods/payToRules). */
const payIdRule = (type: PayIdType, problem: PayIdProblem) => ({
  test: (value: string) => payIdProblem(type, value) !== problem,
  message: PAYID_MESSAGES[problem],
});

export type PayToField = 'accountName' | 'payIdType' | 'payId';

/**
 * The PayTo form's fields: the PayID's rules depend on its type, so the page makes one set of
 * specs per type (the values stay when the type changes; the new rules apply at once).
 */
export function payToFields(
  type: PayIdType,
): Readonly<Record<PayToField, FieldSpec<PayToTextKey>>> {
  return {
    accountName: {
      rules: [
        {
          test: (value) => accountNameProblem(value) !== 'required',
          message: 'payto.accountName.required',
        },
        {
          test: (value) => accountNameProblem(value) !== 'length',
          message: 'payto.accountName.length',
        },
      ],
    },
    payIdType: { rules: [], initial: 'PHONE' },
    payId: {
      rules: (Object.keys(PAYID_MESSAGES) as PayIdProblem[]).map((problem) =>
        payIdRule(type, problem),
      ),
    },
  };
}
