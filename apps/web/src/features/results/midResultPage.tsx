import { Navigate, useParams, useSearchParams } from 'react-router';
import { Loader } from '../../components/loader';
import { WaitingForPayment } from '../../components/waitingForPayment';
import { useT } from '../../lib/i18n/useT';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { useRecordReturn } from '../../lib/payments/recordReturn';
import { resultOf } from '../../lib/payments/resultOfPayment';
import { usePaymentT } from '../../lib/payments/paymentTexts';
import { usePaymentOutcome } from '../../lib/payments/usePaymentOutcome';
import type { Result } from '../../lib/results/resultQuery';
import { resultPath, VARIANT_PARAM } from '../../lib/results/resultQuery';
import { FailurePage } from './failurePage';
import { SuccessPage } from './successPage';

type Outcome = Result['outcome'];

/** The result's address with the page's other query parameters kept (SPEC §4: passed on). */
function addressOf(uuid: string, mid: string, result: Result, query: URLSearchParams): string {
  const others = new URLSearchParams(query);
  others.delete(VARIANT_PARAM);
  const path = resultPath(uuid, result, mid);
  const rest = others.toString();
  return rest ? `${path}${path.includes('?') ? '&' : '?'}${rest}` : path;
}

/** Whether the address already says what the payment says: outcome and variant. */
function isShown(shown: Outcome, query: URLSearchParams, result: Result): boolean {
  const plain = result.variant === undefined || ['completed', 'plain'].includes(result.variant);
  const variant = query.get(VARIANT_PARAM);
  return shown === result.outcome && (plain ? variant === null : variant === result.variant);
}

function Checking() {
  const t = usePaymentT();
  return (
    <>
      <p className="visually-hidden" role="status">
        {t('payments.waiting.checking')}
      </p>
      <Loader />
    </>
  );
}

/**
 * /uuid/{uuid}/mid/{mid}/success and /failure (SPEC §2: the result of a redirect-to-payment),
 * where a provider sends the shopper back. `mid` is our transaction id. An address can be typed
 * or be a provider's guess, so the page asks the service how the payment stands: it waits while
 * the payment is open, then shows the page of the true outcome, moving to its address when that
 * is not the one it was opened at. A payment the service does not know for this link is a
 * failure. The shopper's return is recorded once (POST /public/transaction/event/{mid}).
 */
export function MidResultPage({ shown }: { shown: Outcome }) {
  const t = useT();
  const link = usePaymentLink();
  const mid = useParams().mid ?? '';
  const [query] = useSearchParams();
  const outcome = usePaymentOutcome(link.uuid, mid);
  const status = outcome.kind === 'waiting' || outcome.kind === 'decided' ? outcome.status : null;
  useRecordReturn(mid, status?.paymentMethod);

  if (outcome.kind === 'checking') return <Checking />;
  if (outcome.kind === 'waiting') {
    return (
      <WaitingForPayment
        title={t('status.processing.title')}
        instructions={<p>{t('status.processing.text')}</p>}
        outcome={outcome}
      />
    );
  }
  const result: Result =
    outcome.kind === 'decided'
      ? resultOf(outcome.status)
      : { outcome: 'failure', variant: link.status === 'VALID' ? 'retry' : 'plain' };
  if (!isShown(shown, query, result)) {
    return <Navigate to={addressOf(link.uuid, mid, result, query)} replace />;
  }
  return shown === 'success' ? <SuccessPage /> : <FailurePage />;
}
