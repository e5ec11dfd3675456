import type { PaymentStatusResponse } from '@paypage/contract/payments';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Loader } from '../../components/loader';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { useReloadPaymentLink } from '../../lib/paymentLink/reloadPaymentLink';
import type { PaymentResult } from '../../lib/payments/paymentState';
import { resultOf } from '../../lib/payments/paymentState';
import { usePaymentT } from '../../lib/payments/paymentTexts';
import { resultPath, TRANSACTION_QUERY, transactionOf } from '../../lib/results/resultQuery';
import { resultStateOf } from '../../lib/results/resultState';
import { FailurePage } from './failurePage';
import { SuccessPage } from './successPage';
import { useResultPayment } from './useResultPayment';

type Outcome = 'success' | 'failure';

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
 * No finished payment to tell of (none at all, or one still open): the link's own page says how
 * it stands, read afresh: its landing page while it can be paid, the processing page while a
 * payment is open, its status page otherwise. Never "successful" for a link nobody paid.
 */
function ToLinkPage() {
  const { uuid } = usePaymentLink();
  const reloadLink = useReloadPaymentLink();
  const navigate = useNavigate();
  const went = useRef(false);
  useEffect(() => {
    if (went.current) return;
    went.current = true;
    void reloadLink()
      .catch((error: unknown) => console.error(error))
      .then(() => navigate(`/uuid/${uuid}`, { replace: true }));
  }, [navigate, reloadLink, uuid]);
  return <Checking />;
}

/** The result page of a payment that the address did not name for what it is. */
function pathOf(uuid: string, result: PaymentResult, payment: PaymentStatusResponse): string {
  const transaction = payment.transactionId;
  if (result === 'success') {
    const variant = payment.status === 'AUTHORIZED' ? 'authorisation' : 'completed';
    return resultPath(uuid, { outcome: 'success', variant, transaction });
  }
  const variant = payment.linkStatus === 'VALID' ? 'retry' : 'plain';
  return resultPath(uuid, { outcome: 'failure', variant, transaction });
}

/**
 * The link's page knows it now too: a payment that ended since the link was loaded (paid, or
 * refused and the link payable again) is read into the link, so that "Try again" finds it open.
 */
function useLinkAsPaymentTells(payment: PaymentStatusResponse | undefined) {
  const link = usePaymentLink();
  const reloadLink = useReloadPaymentLink();
  const stale = payment !== undefined && payment.linkStatus !== link.status;
  useEffect(() => {
    if (stale) reloadLink().catch((error: unknown) => console.error(error));
  }, [stale, reloadLink]);
}

/**
 * /uuid/{uuid}/success and /failure (SPEC §2): the page reads the payment it is about (the one
 * its query names, else the link's latest) before it says anything. Success only for a payment
 * that was paid (authorised, captured, settled; or a SEPA debit submitted, SPEC §4), failure
 * only for one that was refused (with its reason); one still open, or none, shows the link's own
 * page. What the visit itself did counts too (lib/results/resultState): a saved asset chosen
 * without paying is its success; a payment that could not even start is a failure without a
 * payment to name.
 */
function CheckedResult({ addressed }: { addressed: Outcome }) {
  const link = usePaymentLink();
  const [query] = useSearchParams();
  const arrived = resultStateOf(useLocation().state);
  const named = transactionOf(query);
  const chosenAsset = addressed === 'success' && arrived.assetChosen === true;
  const look = useResultPayment(link.uuid, named, !chosenAsset);
  const payment = look.kind === 'found' ? look.payment : undefined;
  useLinkAsPaymentTells(payment);

  if (chosenAsset) return <SuccessPage />;
  if (look.kind === 'checking') return <Checking />;
  const couldNotStart = addressed === 'failure' && arrived.startFailed === true;
  if (!payment) return couldNotStart ? <FailurePage /> : <ToLinkPage />;
  const result = resultOf(payment);
  if (result === 'pending') return <ToLinkPage />;
  // A start that failed is not explained by an older payment's refusal.
  if (couldNotStart && !named && result === 'failure') return <FailurePage />;
  if (result === addressed) {
    return result === 'success' ? <SuccessPage /> : <FailurePage payment={payment} />;
  }
  return <Navigate to={pathOf(link.uuid, result, payment)} replace />;
}

/** Another payment named in the query is another page, read afresh. */
const useNamedPayment = () => useSearchParams()[0].get(TRANSACTION_QUERY) ?? '';

export function CheckedSuccessPage() {
  return <CheckedResult key={useNamedPayment()} addressed="success" />;
}

export function CheckedFailurePage() {
  return <CheckedResult key={useNamedPayment()} addressed="failure" />;
}
