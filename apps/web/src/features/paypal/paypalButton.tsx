import { PayIcon } from '../../components/payIcon';
import { usePayAmountLabel } from '../../lib/payments/payAmountLabel';
import type { PaypalAction } from './paypalOutcome';
import type { PaypalTextKey } from './paypalTexts';
import { usePaypalT } from './paypalTexts';

// 'pay' names the amount instead (usePayAmountLabel).
const LABELS: Record<Exclude<PaypalAction, 'pay'>, PaypalTextKey> = {
  authorize: 'paypal.authorizePayment',
  select: 'paypal.selectAgreement',
};

interface PaypalButtonProps {
  action: PaypalAction;
  capture: boolean;
  busy: boolean;
  describedBy: string;
  onPay: () => void;
}

export function PaypalButton({ action, capture, busy, describedBy, onPay }: PaypalButtonProps) {
  const t = usePaypalT();
  const payLabel = usePayAmountLabel();
  return (
    <button
      type="button"
      className="button paypal-page__pay"
      onClick={onPay}
      disabled={busy}
      aria-describedby={describedBy}
      data-icon={capture ? 'cart' : 'document-edit'}
    >
      {/* SPEC §9: a cart when the money is taken at once, a pen when only authorised or agreed. */}
      <PayIcon kind={capture ? 'cart' : 'document-edit'} />
      {action === 'pay' ? payLabel : t(LABELS[action])}
    </button>
  );
}
