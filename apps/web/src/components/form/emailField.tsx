import type { PaymentTextKey } from '../../lib/payments/paymentTexts';
import { usePaymentT } from '../../lib/payments/paymentTexts';
import type { FieldState } from '../../lib/validation/useFormFields';
import { TextField } from './textField';

/**
 * The shopper's email (Trustly, the Indian methods …), with lib/payments/emailRules: one label,
 * one keyboard and autofill hint, SPEC §5's messages.
 */
export function EmailField({ field }: { field: FieldState<string> }) {
  const t = usePaymentT();
  // The field's rules are emailRules(): its problems are always these texts' keys.
  const problem = field.problem as PaymentTextKey | undefined;
  return (
    <TextField
      field={field}
      label={t('payments.email.label')}
      problemText={problem && t(problem)}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
    />
  );
}
