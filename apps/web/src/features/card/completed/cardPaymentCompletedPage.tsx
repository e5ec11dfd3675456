import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { Loader } from '../../../components/loader';
import { getPaymentLink } from '../../../lib/api/paymentLinkApi';
import { useCardT } from '../cardTexts';
import { usePaymentLink } from '../../../lib/paymentLink/paymentLinkContext';
import { resultPath } from '../../../lib/results/resultQuery';
import { savePayment } from '../../../lib/storage/savedPayments';
import { CARD_QUERY } from '../../../lib/card/challengeAddress';
import type { PaidWith } from '../cardPaymentSteps';
import { cardFailurePath, successVariantOf, transactionTypeOf } from '../cardPaymentSteps';

type Outcome =
  { kind: 'checking' } | { kind: 'known'; link: PaymentLinkInfo } | { kind: 'unknown' };

/**
 * /card-payment-completed and /card-asset-payment-completed (SPEC §2): where a card payment
 * ends. The address carries the status the page was told, but an address can be typed: the page
 * believes the service. A link now paid (CONSUMED) shows success, a link open again (VALID)
 * shows the failure with a retry, and one still in payment its processing page instead of a
 * guess. The result pages read the payment itself too, and say why it was refused.
 */
function CardPaymentCompletedPage({ paidWith }: { paidWith: PaidWith }) {
  const t = useCardT();
  const loaded = usePaymentLink();
  // The result page reads this payment itself (its refusal reason, whether it was paid).
  const transaction = useSearchParams()[0].get(CARD_QUERY.transactionId) ?? undefined;
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
  if (outcome.kind === 'unknown') {
    return <Navigate to={cardFailurePath(loaded.uuid, transaction)} replace />;
  }
  const { link } = outcome;
  if (link.status === 'CONSUMED') {
    const variant = successVariantOf(transactionTypeOf(link), paidWith);
    return (
      <Navigate to={resultPath(link.uuid, { outcome: 'success', variant, transaction })} replace />
    );
  }
  // Still open (3-D Secure left half-way, a bank still deciding): the link's processing page,
  // which follows the payment and offers a way on.
  if (link.status === 'PROCESSING_PAYMENT') return <Navigate to={`/uuid/${link.uuid}`} replace />;
  return <Navigate to={cardFailurePath(link.uuid, transaction)} replace />;
}

/** /card-payment-completed: a card typed into the gateway's form. */
export function NewCardPaymentCompletedPage() {
  return <CardPaymentCompletedPage paidWith="new-card" />;
}

/** /card-asset-payment-completed: a saved card. */
export function SavedCardPaymentCompletedPage() {
  return <CardPaymentCompletedPage paidWith="saved-card" />;
}
