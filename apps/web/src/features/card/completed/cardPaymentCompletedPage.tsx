import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { InfoPage } from '../../../components/infoPage';
import { Loader } from '../../../components/loader';
import { getPaymentLink } from '../../../lib/api/paymentLinkApi';
import { useCardT } from '../cardTexts';
import { usePaymentLink } from '../../../lib/paymentLink/paymentLinkContext';
import { resultPath } from '../../../lib/results/resultQuery';
import { savePayment } from '../../../lib/storage/savedPayments';
import type { PaidWith } from '../cardPaymentSteps';
import { cardFailurePath, successVariantOf, transactionTypeOf } from '../cardPaymentSteps';

type Outcome =
  { kind: 'checking' } | { kind: 'known'; link: PaymentLinkInfo } | { kind: 'unknown' };

/**
 * /card-payment-completed and /card-asset-payment-completed (SPEC §2): where a card payment
 * ends. The address carries the status the page was told, but an address can be typed: the page
 * believes the service. A link now paid (CONSUMED) shows success, a link open again (VALID)
 * shows the failure with a retry, and one still in payment says so instead of guessing.
 */
export function CardPaymentCompletedPage({ paidWith }: { paidWith: PaidWith }) {
  const t = useCardT();
  const loaded = usePaymentLink();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });

  useEffect(() => {
    let current = true;
    getPaymentLink(loaded.uuid, { visit: false }).then(
      (link) => {
        // The saved-payments list keeps open links only: a paid one leaves it.
        savePayment({ uuid: link.uuid, status: link.status });
        if (current) setOutcome({ kind: 'known', link });
      },
      (error: unknown) => {
        console.error(error);
        if (current) setOutcome({ kind: 'unknown' });
      },
    );
    return () => {
      current = false;
    };
  }, [loaded.uuid]);

  if (outcome.kind === 'checking') {
    return (
      <>
        <p className="visually-hidden" role="status">
          {t('card.completed.checking')}
        </p>
        <Loader />
      </>
    );
  }
  if (outcome.kind === 'unknown') return <Navigate to={cardFailurePath(loaded.uuid)} replace />;
  const { link } = outcome;
  if (link.status === 'CONSUMED') {
    const variant = successVariantOf(transactionTypeOf(link), paidWith);
    return <Navigate to={resultPath(link.uuid, { outcome: 'success', variant })} replace />;
  }
  if (link.status === 'PROCESSING_PAYMENT') {
    return (
      <InfoPage tone="info" title={t('status.processing.title')}>
        <p>{t('status.processing.text')}</p>
      </InfoPage>
    );
  }
  return <Navigate to={cardFailurePath(link.uuid)} replace />;
}

/** /card-payment-completed: a card typed into the gateway's form. */
export function NewCardPaymentCompletedPage() {
  return <CardPaymentCompletedPage paidWith="new-card" />;
}

/** /card-asset-payment-completed: a saved card. */
export function SavedCardPaymentCompletedPage() {
  return <CardPaymentCompletedPage paidWith="saved-card" />;
}
