import type { CardTransactionType } from '@paypage/contract/paymentSettings';
import { PayIcon } from '../../components/payIcon';
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
      <PayIcon kind={icon} />
      {action === 'pay' ? payLabel : t(LABELS[action])}
    </button>
  );
}
