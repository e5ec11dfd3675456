import { TRANSACTION_PARAM, WAITING_DETAILS } from '@paypage/contract/methods/waitingPayments';
import { useSearchParams } from 'react-router';
import { TimeLeft } from '../../components/timeLeft';
import { WaitingForPayment } from '../../components/waitingForPayment';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { useLinkOutcome } from '../../lib/payments/useLinkOutcome';
import type { PaymentOutcome } from '../../lib/payments/usePaymentOutcome';
import { useWaitingPayment } from '../../lib/payments/useWaitingPayment';
import { useUpiT } from './upiTexts';

function Waiting({
  outcome,
  upiId,
  expiresAt,
}: {
  outcome: PaymentOutcome;
  upiId: string;
  expiresAt?: string;
}) {
  const t = useUpiT();
  return (
    <WaitingForPayment
      title={t('upi.collect.title')}
      instructions={<p>{t('upi.collect.text', { upiId })}</p>}
      outcome={outcome}
    >
      <TimeLeft
        until={expiresAt}
        label={(time) => t('upi.timeLeft', { time })}
        expired={t('upi.expired')}
      />
    </WaitingForPayment>
  );
}

function WaitingForPaymentOf({ transactionId }: { transactionId: string }) {
  const { outcome, expiresAt, detail } = useWaitingPayment(transactionId);
  const upiId = detail(WAITING_DETAILS.payerUpiId) ?? '';
  return <Waiting outcome={outcome} upiId={upiId} {...(expiresAt ? { expiresAt } : {})} />;
}

/** Without the payment in its address (a bookmark, an old tab): the page follows the link. */
function WaitingForLink() {
  useLinkOutcome(usePaymentLink().uuid);
  return <Waiting outcome={{ kind: 'checking' }} upiId="" />;
}

/**
 * /upi-transaction-created (SPEC §2): a collect request waits for the payer's UPI app, with a
 * countdown to its expiry; the page learns the outcome by itself and moves on to the result.
 */
export function CollectRequestPage() {
  const transactionId = useSearchParams()[0].get(TRANSACTION_PARAM);
  return transactionId ? <WaitingForPaymentOf transactionId={transactionId} /> : <WaitingForLink />;
}
