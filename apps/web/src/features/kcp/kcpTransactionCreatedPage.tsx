import { Navigate, useSearchParams } from 'react-router';
import { InfoPage } from '../../components/infoPage';
import { WaitingForPayment } from '../../components/waitingForPayment';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { resultOfPayment } from '../../lib/payments/resultOfPayment';
import { usePastDeadline } from '../../lib/payments/usePastDeadline';
import { usePaymentOutcome } from '../../lib/payments/usePaymentOutcome';
import { resultPath } from '../../lib/results/resultQuery';
import { useKcpT } from './kcpTexts';
import { useState } from 'react';

const TRANSACTION_ID = /^tx_[A-Za-z0-9_-]{8,64}$/;

/**
 * Without a payment to ask about (a typed address): the link says how things stand, as it was
 * loaded with this page. Paid: success; open again: failure with a retry; in payment: say so.
 */
function OutcomeOfLink() {
  const t = useKcpT();
  const link = usePaymentLink();
  if (link.status === 'CONSUMED') {
    return <Navigate to={resultPath(link.uuid, { outcome: 'success' })} replace />;
  }
  if (link.status === 'PROCESSING_PAYMENT') {
    return (
      <InfoPage tone="info" title={t('status.processing.title')}>
        <p>{t('status.processing.text')}</p>
      </InfoPage>
    );
  }
  const variant = link.status === 'VALID' ? 'retry' : 'plain';
  return <Navigate to={resultPath(link.uuid, { outcome: 'failure', variant })} replace />;
}

function WaitForKcp({
  transactionId,
  onCheckAgain,
}: {
  transactionId: string;
  onCheckAgain(): void;
}) {
  const t = useKcpT();
  const link = usePaymentLink();
  const outcome = usePaymentOutcome(link.uuid, transactionId, link.expirationDate);
  const linkExpired = usePastDeadline(link.expirationDate);
  if (outcome.kind === 'decided') {
    return <Navigate to={resultOfPayment(link.uuid, outcome.status)} replace />;
  }
  if (outcome.kind === 'unknown') return <OutcomeOfLink />;
  if (linkExpired) {
    // The page has stopped asking: the link's time is up, but KCP has not answered yet.
    return (
      <InfoPage tone="info" title={t('kcp.created.overdueTitle')}>
        <p>{t('kcp.created.overdueText')}</p>
        <button type="button" className="button" onClick={onCheckAgain}>
          {t('kcp.created.checkAgain')}
        </button>
      </InfoPage>
    );
  }
  return (
    <WaitingForPayment
      title={t('kcp.created.title')}
      instructions={<p>{t('kcp.created.text')}</p>}
      outcome={outcome}
    />
  );
}

/**
 * /uuid/{uuid}/kcp-transaction-created (SPEC §2): KCP's window sends the shopper back here,
 * whatever happened there. The page asks the service until the outcome is known (the address
 * names the transaction, so a reload picks up where it was), then shows the result: paid, or
 * failed with a retry (cancelled in the window, refused, or the window expired).
 */
export function KcpTransactionCreatedPage() {
  const [query] = useSearchParams();
  const [attempt, setAttempt] = useState(0);
  const transactionId = query.get('transactionId') ?? '';
  if (!TRANSACTION_ID.test(transactionId)) return <OutcomeOfLink />;
  return (
    <WaitForKcp
      key={attempt}
      transactionId={transactionId}
      onCheckAgain={() => setAttempt((n) => n + 1)}
    />
  );
}
