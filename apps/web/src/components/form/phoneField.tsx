import type { PaymentTextKey } from '../../lib/payments/paymentTexts';
import { usePaymentT } from '../../lib/payments/paymentTexts';
import type { FieldState } from '../../lib/validation/useFormFields';
import { TextField } from './textField';

/**
 * The payer's phone with its international prefix (the Indian methods), with
 * lib/payments/phoneRules: a telephone keyboard, autofill, and a hint with an example.
 */
export function PhoneField({ field }: { field: FieldState<string> }) {
  const t = usePaymentT();
  // The field's rules are phoneRules(): its problems are always these texts' keys.
  const problem = field.problem as PaymentTextKey | undefined;
  return (
    <TextField
      field={field}
      label={t('payments.phone.label')}
      hint={t('payments.phone.hint')}
      problemText={problem && t(problem)}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      dir="ltr"
    />
  );
}
