import { TRANSACTION_PARAM, WAITING_DETAILS } from '@paypage/contract/methods/waitingPayments';
import { Navigate, useSearchParams } from 'react-router';
import { TimeLeft } from '../../components/timeLeft';
import { WaitingForPayment } from '../../components/waitingForPayment';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { useWaitingPayment } from '../../lib/payments/useWaitingPayment';
import { resultPath } from '../../lib/results/resultQuery';
import { useUpiT } from './upiTexts';

function Waiting({ transactionId }: { transactionId: string }) {
  const t = useUpiT();
  const { outcome, expiresAt, detail } = useWaitingPayment(transactionId);
  const upiId = detail(WAITING_DETAILS.payerUpiId) ?? '';
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

/**
 * /upi-transaction-created (SPEC §2): a collect request waits for the payer's UPI app, with a
 * countdown to its expiry; the page learns the outcome by itself and moves on to the result.
 */
export function CollectRequestPage() {
  const link = usePaymentLink();
  const transactionId = useSearchParams()[0].get(TRANSACTION_PARAM);
  if (!transactionId)
    return <Navigate to={resultPath(link.uuid, { outcome: 'failure' })} replace />;
  return <Waiting transactionId={transactionId} />;
}
