import { Navigate, useParams } from 'react-router';
import { InfoPage } from '../../components/infoPage';
import { Loader } from '../../components/loader';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { useRecordReturn } from '../../lib/payments/recordReturn';
import { outcomeOfPayment, resultOfPayment } from '../../lib/payments/resultOfPayment';
import { usePaymentT } from '../../lib/payments/paymentTexts';
import { usePaymentOutcome } from '../../lib/payments/usePaymentOutcome';
import { resultPath } from '../../lib/results/resultQuery';
// From the file both result pages load in (not each page's own module), so the bundler keeps them
// in that one file rather than in a third one both would then need.
import { FailurePage, SuccessPage } from './resultPages';

type Outcome = 'success' | 'failure';

/** The provider has not decided yet: the page says so and keeps looking by itself. */
function StillWaiting({ checking }: { checking: boolean }) {
  const t = usePaymentT();
  if (checking) {
    return (
      <>
        <p className="visually-hidden" role="status">
          {t('payments.waiting.checking')}
        </p>
        <Loader />
      </>
    );
  }
  return (
    <InfoPage tone="info" title={t('payments.waiting.checking')}>
      <p role="status">{t('payments.waiting.stillWaiting')}</p>
    </InfoPage>
  );
}

/**
 * /uuid/{uuid}/mid/{mid}/success and …/failure (SPEC §2): where a provider sends the shopper
 * back, {mid} being our transaction id. An address can be typed or changed, so the page asks
 * the service how that payment ended and shows that: the addressed page (with its variant) when
 * the service agrees, the other outcome's page when it does not, the link's own result page
 * (which reads its latest payment) when the service knows no such payment, and a waiting page
 * while the provider has not decided yet.
 * The shopper's return is recorded once (POST /public/transaction/event/{mid}).
 */
function VerifiedResult({ addressed }: { addressed: Outcome }) {
  const link = usePaymentLink();
  const mid = useParams().mid ?? '';
  const outcome = usePaymentOutcome(link.uuid, mid);
  // The shopper is back from the provider: told once, when the payment names its method.
  const known = outcome.kind === 'waiting' || outcome.kind === 'decided' ? outcome.status : null;
  useRecordReturn(mid, known?.paymentMethod);

  if (outcome.kind === 'unknown') {
    // No such payment of the link (a typed or mangled address): nothing failed that the page
    // knows of. The link's own result page reads its latest payment and says how it stands.
    return <Navigate to={resultPath(link.uuid, { outcome: addressed })} replace />;
  }
  if (outcome.kind !== 'decided') return <StillWaiting checking={outcome.kind === 'checking'} />;
  if (outcomeOfPayment(outcome.status) === addressed) {
    return addressed === 'success' ? <SuccessPage /> : <FailurePage payment={outcome.status} />;
  }
  return <Navigate to={resultOfPayment(link.uuid, outcome.status, 'retry', mid)} replace />;
}

export function VerifiedSuccessPage() {
  return <VerifiedResult addressed="success" />;
}

export function VerifiedFailurePage() {
  return <VerifiedResult addressed="failure" />;
}
