import { TextField } from '../../components/form/textField';
import type { FieldState } from '../../lib/validation/useFormFields';
import { useIbanCaret } from './ibanCaret';
import { IBAN_INPUT_MAX_LENGTH } from './mandateRules';
import type { SepaTextKey } from './sepaTexts';
import { useSepaT } from './sepaTexts';

interface MandateFieldsProps {
  accountHolder: FieldState<SepaTextKey>;
  iban: FieldState<SepaTextKey>;
}

/** SPEC §2's mandate form: account holder name and IBAN, validated on blur and on submit. */
export function MandateFields({ accountHolder, iban: ibanField }: MandateFieldsProps) {
  const t = useSepaT();
  const iban = useIbanCaret(ibanField);
  return (
    <div className="sepa-fields">
      <TextField
        field={accountHolder}
        label={t('sepa.accountHolder.label')}
        problemText={accountHolder.problem && t(accountHolder.problem)}
        autoComplete="name"
        maxLength={100}
      />
      <TextField
        field={iban}
        label={t('sepa.iban.label')}
        problemText={iban.problem && t(iban.problem)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={IBAN_INPUT_MAX_LENGTH}
        dir="ltr"
      />
    </div>
  );
}
