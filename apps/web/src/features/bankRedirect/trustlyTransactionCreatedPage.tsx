import { TRANSACTION_ID_PARAM } from '@paypage/contract/methods/bankRedirectConstants';
import { Navigate, useSearchParams } from 'react-router';
import { WaitingForPayment } from '../../components/waitingForPayment';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { useRecordReturn } from '../../lib/payments/recordReturn';
import { resultOfPayment } from '../../lib/payments/resultOfPayment';
import { usePaymentOutcome } from '../../lib/payments/usePaymentOutcome';
import { resultPath } from '../../lib/results/resultQuery';
import { useBankRedirectT } from './bankRedirectTexts';

function WaitForTheBank({ uuid, transactionId }: { uuid: string; transactionId: string }) {
  const t = useBankRedirectT();
  const outcome = usePaymentOutcome(uuid, transactionId);
  useRecordReturn(transactionId, 'TRUSTLY');
  if (outcome.kind === 'decided')
    return <Navigate to={resultOfPayment(uuid, outcome.status)} replace />;
  if (outcome.kind === 'unknown') {
    return <Navigate to={resultPath(uuid, { outcome: 'failure' })} replace />;
  }
  return (
    <WaitingForPayment
      title={t('bankRedirect.trustly.waiting.title')}
      instructions={<p>{t('bankRedirect.trustly.waiting.text')}</p>}
      outcome={outcome}
    />
  );
}

/**
 * /trustly-transaction-created?transactionId=… (SPEC §2): where Trustly sends the shopper back
 * while the bank confirms the transfer. The page waits for the outcome by itself and moves on to
 * success or failure. Without a payment to wait for, the link's own page says how it stands.
 */
export function TrustlyTransactionCreatedPage() {
  const { uuid } = usePaymentLink();
  const [query] = useSearchParams();
  const transactionId = query.get(TRANSACTION_ID_PARAM);
  if (!transactionId) return <Navigate to={`/uuid/${uuid}`} replace />;
  return <WaitForTheBank uuid={uuid} transactionId={transactionId} />;
}
