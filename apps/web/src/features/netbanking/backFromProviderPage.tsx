import { TRANSACTION_PARAM } from '@paypage/contract/methods/waitingPayments';
import { useSearchParams } from 'react-router';
import { WaitingForPayment } from '../../components/waitingForPayment';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { useLinkOutcome } from '../../lib/payments/useLinkOutcome';
import type { PaymentOutcome } from '../../lib/payments/usePaymentOutcome';
import { useWaitingPayment } from '../../lib/payments/useWaitingPayment';
import { useNetbankingT } from './netbankingTexts';
import { useProvider } from './useProvider';

function Waiting({ outcome }: { outcome: PaymentOutcome }) {
  const t = useNetbankingT();
  const { method } = useProvider();
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

function WaitingForPaymentOf({ transactionId }: { transactionId: string }) {
  return <Waiting outcome={useWaitingPayment(transactionId).outcome} />;
}

/** Without the payment in its address (a bookmark, an old tab): the page follows the link. */
function WaitingForLink() {
  useLinkOutcome(usePaymentLink().uuid);
  return <Waiting outcome={{ kind: 'checking' }} />;
}

/**
 * /netbanking-transaction-created and /phonepe-transaction-created (SPEC §2): the payer is back
 * from the bank or PhonePe; the page learns the outcome by itself (the bank's webhook may come
 * a moment later) and moves on to the result. The address names the payment, so a reload
 * waits for the same one.
 */
export function BackFromProviderPage() {
  const transactionId = useSearchParams()[0].get(TRANSACTION_PARAM);
  return transactionId ? <WaitingForPaymentOf transactionId={transactionId} /> : <WaitingForLink />;
}
