import { PAYTO_DETAILS, PAYTO_WAITING_QUERY } from '@paypage/contract/methods/payToRules';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { WaitingForPayment } from '../../components/waitingForPayment';
import { formatDateTime } from '../../lib/format/formatDate';
import { useUiLocale } from '../../lib/i18n/useUiLocale';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { useLinkOutcome } from '../../lib/payments/useLinkOutcome';
import { usePaymentOutcome } from '../../lib/payments/usePaymentOutcome';
import { resultPath } from '../../lib/results/resultQuery';
import { agreementFailedPath, agreementResult } from './payToOutcome';
import { usePayToT } from './payToTexts';

const TRANSACTION_ID = /^tx_[A-Za-z0-9_-]{8,64}$/;
/** A last look after the agreement's deadline: the gateway times it out within a second or so. */
const LAST_LOOK_AFTER_DEADLINE_MS = 10_000;

/**
 * When to stop looking: a last look after the agreement's deadline, which the service sets no
 * later than the link's expiry (the gateway then times the agreement out, and the link with it);
 * until the first answer tells the deadline, the link's expiry.
 */
function waitUntil(agreementEnds: string | undefined, linkEnds: string | null) {
  const ends = agreementEnds ?? linkEnds;
  return ends ? new Date(Date.parse(ends) + LAST_LOOK_AFTER_DEADLINE_MS).toISOString() : null;
}

function WaitingForAgreement({ transactionId }: { transactionId: string }) {
  const t = usePayToT();
  const { tag } = useUiLocale();
  const navigate = useNavigate();
  const link = usePaymentLink();
  // Known from the first answer: the looks then stop at the agreement's deadline too.
  const [agreementEnds, setAgreementEnds] = useState<string>();
  const outcome = usePaymentOutcome(
    link.uuid,
    transactionId,
    waitUntil(agreementEnds, link.expirationDate),
  );
  const details = 'status' in outcome ? outcome.status.details : undefined;
  const deadline = details?.[PAYTO_DETAILS.agreementExpiresAt];
  const payId = details?.[PAYTO_DETAILS.payIdMasked];

  // Adjusted while rendering (React's way for state that follows another value).
  if (typeof deadline === 'string' && deadline !== agreementEnds) setAgreementEnds(deadline);

  useEffect(() => {
    if (outcome.kind === 'unknown') {
      // A payment the service does not know (a mistyped address): nothing to wait for.
      void navigate(resultPath(link.uuid, { outcome: 'failure', variant: 'plain' }), {
        replace: true,
      });
    }
    if (outcome.kind !== 'decided') return;
    // The result page loads the link again, which puts an open one back in the saved payments.
    void navigate(agreementResult(link.uuid, outcome.status), { replace: true });
  }, [outcome, link.uuid, navigate]);

  return (
    <WaitingForPayment
      title={t('payto.waiting.title')}
      outcome={outcome}
      instructions={
        <>
          <p className="payto-waiting__payid">
            {t('payto.waiting.text', {
              merchant: link.merchantName,
              // A non-breaking hyphen keeps +61-4*****678 on one line.
              payId: typeof payId === 'string' ? payId.replaceAll('-', '\u2011') : '…',
            })}
          </p>
          {typeof deadline === 'string' ? (
            <p>{t('payto.waiting.deadline', { time: formatDateTime(deadline, tag) })}</p>
          ) : null}
        </>
      }
    />
  );
}

/** Without its payment in the address: the same page, following the link itself. */
function WaitingForLink() {
  const t = usePayToT();
  const link = usePaymentLink();
  useLinkOutcome(link.uuid, agreementFailedPath(link.uuid));
  return (
    <WaitingForPayment
      title={t('payto.waiting.title')}
      outcome={{ kind: 'checking' }}
      instructions={<p>{t('payto.waiting.text', { merchant: link.merchantName, payId: '…' })}</p>}
    />
  );
}

/**
 * /uuid/{uuid}/payto-transaction-created (SPEC §2, §4): the payer approves the agreement in the
 * banking app; this page learns the outcome by itself (no reload) and moves on to success or to
 * 'PayTo agreement creation failed'. The address names the payment, so a reload waits on; without
 * one the page follows the
 * link instead.
 */
export function AgreementWaitingPage() {
  const transactionId = useSearchParams()[0].get(PAYTO_WAITING_QUERY.transactionId);
  return transactionId && TRANSACTION_ID.test(transactionId) ? (
    <WaitingForAgreement transactionId={transactionId} />
  ) : (
    <WaitingForLink />
  );
}
