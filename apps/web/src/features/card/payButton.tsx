import type { CardTransactionType } from '@paypage/contract/paymentSettings';
import { usePayAmountLabel } from '../../lib/payments/payAmountLabel';
import type { CardTextKey } from './cardTexts';
import { useCardT } from './cardTexts';

/** What pressing the button does, in SPEC §9's words. */
export type PayAction = 'pay' | 'authorize' | 'select';

// 'pay' names the amount instead (usePayAmountLabel).
const LABELS: Record<Exclude<PayAction, 'pay'>, CardTextKey> = {
  authorize: 'card.authorizePayment',
  select: 'card.selectCard',
};

/**
 * SPEC §9: 'pay now'; 'authorize payment' with zeroAuth or an amount of 0; 'select card' when a
 * saved card is only chosen for later (amount 0).
 */
export function payActionOf(input: {
  amount: number;
  transactionType: CardTransactionType;
  savedCardSelected: boolean;
}): PayAction {
  if (input.amount === 0 && input.savedCardSelected) return 'select';
  if (input.amount === 0 || input.transactionType === 'zeroAuth') return 'authorize';
  return 'pay';
}

// Drawn inline (no image request): a cart when the money is taken at once, a document with a
// pen when the shopper signs off something that is charged later or not at all.
const CART = 'M3 4h2.5l2.2 10.5h10.1L20 7.5H6.6M9.5 19.5h.01M16.5 19.5h.01';
const DOCUMENT_EDIT = 'M13 3H6v18h12V8zM13 3v5h5M9 13h6M9 17h3M16 15.5l3-3 2 2-3 3h-2z';

interface PayButtonProps {
  action: PayAction;
  transactionType: CardTransactionType;
  busy: boolean;
  onPay: () => void;
}

export function PayButton({ action, transactionType, busy, onPay }: PayButtonProps) {
  const t = useCardT();
  const payLabel = usePayAmountLabel();
  const icon = transactionType === 'preauthAndCapture' ? 'cart' : 'document-edit';
  return (
    <button
      type="button"
      className="button card-page__pay"
      onClick={onPay}
      disabled={busy}
      aria-describedby="card-leave-warning"
      data-icon={icon}
    >
      <svg className="button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={icon === 'cart' ? CART : DOCUMENT_EDIT} />
      </svg>
      {action === 'pay' ? payLabel : t(LABELS[action])}
    </button>
  );
}
