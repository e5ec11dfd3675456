import type { PaypalTransactionResponse } from '@paypage/contract/methods/paypal';
import { PAYPAL_RETURN_QUERY } from '@paypage/contract/methods/paypalConstants';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { InfoPage } from '../../components/infoPage';
import { Loader } from '../../components/loader';
import { isConflict } from '../../lib/api/apiError';
import { useRuntimeConfig } from '../../lib/config/useRuntimeConfig';
import { useReportLinkProblem } from '../../lib/paymentLink/linkProblemContext';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { leaveForProvider } from '../../lib/payments/leaveForProvider';
import { newIdempotencyKey } from '../../lib/payments/idempotencyKey';
import { savePayment } from '../../lib/storage/savedPayments';
import { executePaypalPayment } from './paypalApi';
import { nextStepOf, paypalFailurePath, type PaypalNextStep } from './paypalOutcome';
import { usePaypalT } from './paypalTexts';

// One execution per transaction for the life of the page, whatever re-renders or re-mounts ask:
// a reload starts a new one, which the service answers from its record (never executing twice).
const executions = new Map<string, Promise<PaypalTransactionResponse>>();

function executeOnce(merchantId: string, uuid: string, transactionId: string) {
  let execution = executions.get(transactionId);
  if (!execution) {
    execution = executePaypalPayment(
      merchantId,
      { paymentLinkId: uuid, transactionId },
      newIdempotencyKey(),
    );
    executions.set(transactionId, execution);
  }
  return execution;
}

type Outcome = { kind: 'executing' } | { kind: 'next'; step: PaypalNextStep } | { kind: 'failed' };

/**
 * /uuid/{uuid}/paypal-transaction-created (SPEC §2): the payer is back from PayPal's page, with
 * the transaction in the query. The page executes it (SPEC §7) and moves on: to success, to the
 * PayPal failure (cancelled or refused: the link can be paid again), or back to PayPal when the
 * payment was never approved.
 */
export function PaypalTransactionCreatedPage() {
  const t = usePaypalT();
  const link = usePaymentLink();
  const { gppBaseUrl } = useRuntimeConfig();
  const reportLinkProblem = useReportLinkProblem();
  const [query] = useSearchParams();
  const transactionId = query.get(PAYPAL_RETURN_QUERY.transactionId);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'executing' });

  useEffect(() => {
    if (!transactionId) return;
    let current = true;
    executeOnce(link.merchantId, link.uuid, transactionId).then(
      (response) => {
        const paid = response.status === 'AUTHORIZED' || response.status === 'COMPLETED';
        // The saved-payments list keeps open links only (SPEC §4): a refused one is open again.
        if (response.status !== 'PENDING') {
          savePayment({ uuid: link.uuid, status: paid ? 'CONSUMED' : 'VALID' });
        }
        if (current) setOutcome({ kind: 'next', step: nextStepOf(link, response) });
      },
      (error: unknown) => {
        console.error(error);
        if (!current) return;
        if (isConflict(error)) reportLinkProblem(error);
        else setOutcome({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [link, transactionId, reportLinkProblem]);

  const step = outcome.kind === 'next' ? outcome.step : undefined;
  useEffect(() => {
    if (step?.kind !== 'provider') return;
    leaveForProvider(link.uuid, `${gppBaseUrl.replace(/\/+$/, '')}${step.path}`);
  }, [step, link.uuid, gppBaseUrl]);

  if (!transactionId || outcome.kind === 'failed') {
    return <Navigate to={paypalFailurePath(link.uuid, transactionId ?? undefined)} replace />;
  }
  if (step?.kind === 'page') return <Navigate to={step.path} replace />;
  if (step?.kind === 'processing') {
    return (
      <InfoPage tone="info" title={t('status.processing.title')}>
        <p>{t('status.processing.text')}</p>
      </InfoPage>
    );
  }
  return (
    <>
      <p className="visually-hidden" role="status">
        {t('paypal.executing')}
      </p>
      <Loader />
    </>
  );
}
