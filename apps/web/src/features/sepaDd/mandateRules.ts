import { formatIban, ibanProblem, IBAN_MAX_LENGTH } from '@paypage/contract/iban';
import {
  ACCOUNT_HOLDER_MAX_LENGTH,
  ACCOUNT_HOLDER_PATTERN,
} from '@paypage/contract/methods/sepaRules';
import type { FieldSpec } from '../../lib/validation/useFormFields';
import { lengthBetween, matches, required } from '../../lib/validation/rules';
import type { SepaTextKey } from './sepaTexts';

/**
 * SPEC §5's account holder and IBAN, with the rules the service and the gateway apply too
 * (contract methods/sepaRules, and contract iban: the IBAN's country lengths and check digits
 * from ibantools).
 */
export const MANDATE_FIELDS: Readonly<Record<'accountHolder' | 'iban', FieldSpec<SepaTextKey>>> = {
  accountHolder: {
    rules: [
      required('sepa.accountHolder.required'),
      lengthBetween(1, ACCOUNT_HOLDER_MAX_LENGTH, 'sepa.accountHolder.length'),
      matches(ACCOUNT_HOLDER_PATTERN, 'sepa.accountHolder.invalid'),
    ],
  },
  iban: {
    rules: [
      required('sepa.iban.required'),
      { test: (value) => ibanProblem(value) !== 'length', message: 'sepa.iban.invalidLength' },
      { test: (value) => ibanProblem(value) === undefined, message: 'sepa.iban.invalid' },
    ],
    // SPEC §5: shown uppercase, stripped, in groups of four while typed.
    format: formatIban,
  },
};

/** 34 characters and the spaces between their groups of four. */
export const IBAN_INPUT_MAX_LENGTH = IBAN_MAX_LENGTH + Math.ceil(IBAN_MAX_LENGTH / 4) - 1;
