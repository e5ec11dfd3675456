import { TRANSACTION_PARAM } from '@paypage/contract/methods/waitingPayments';
import { Navigate, useSearchParams } from 'react-router';
import { WaitingForPayment } from '../../components/waitingForPayment';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { useWaitingPayment } from '../../lib/payments/useWaitingPayment';
import { resultPath } from '../../lib/results/resultQuery';
import { useNetbankingT } from './netbankingTexts';
import { useProvider } from './useProvider';

function Waiting({ transactionId }: { transactionId: string }) {
  const t = useNetbankingT();
  const { method } = useProvider();
  const { outcome } = useWaitingPayment(transactionId);
  return (
    <WaitingForPayment
      title={t(
        method === 'NETBANKING' ? 'netbanking.waiting.title' : 'netbanking.phonePe.waiting.title',
      )}
      instructions={<p>{t('netbanking.waiting.text')}</p>}
      outcome={outcome}
    />
  );
}

/**
 * /netbanking-transaction-created and /phonepe-transaction-created (SPEC §2): the payer is back
 * from the bank or PhonePe; the page learns the outcome by itself (the bank's webhook may come
 * a moment later) and moves on to the result. The address names the payment, so a reload
 * waits for the same one.
 */
export function BackFromProviderPage() {
  const link = usePaymentLink();
  const transactionId = useSearchParams()[0].get(TRANSACTION_PARAM);
  if (!transactionId)
    return <Navigate to={resultPath(link.uuid, { outcome: 'failure' })} replace />;
  return <Waiting transactionId={transactionId} />;
}
