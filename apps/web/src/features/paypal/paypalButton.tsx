import { usePayAmountLabel } from '../../lib/payments/payAmountLabel';
import type { PaypalAction } from './paypalOutcome';
import type { PaypalTextKey } from './paypalTexts';
import { usePaypalT } from './paypalTexts';

// 'pay' names the amount instead (usePayAmountLabel).
const LABELS: Record<Exclude<PaypalAction, 'pay'>, PaypalTextKey> = {
  authorize: 'paypal.authorizePayment',
  select: 'paypal.selectAgreement',
};

// Drawn inline (no image request), as on the card page: a cart when the money is taken at once
// (SPEC §9: preauthAndCapture), a document with a pen when it is only authorised or agreed.
const CART = 'M3 4h2.5l2.2 10.5h10.1L20 7.5H6.6M9.5 19.5h.01M16.5 19.5h.01';
const DOCUMENT_EDIT = 'M13 3H6v18h12V8zM13 3v5h5M9 13h6M9 17h3M16 15.5l3-3 2 2-3 3h-2z';

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
      <svg className="paypal-page__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={capture ? CART : DOCUMENT_EDIT} />
      </svg>
      {action === 'pay' ? payLabel : t(LABELS[action])}
    </button>
  );
}
