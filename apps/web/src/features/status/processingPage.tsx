import './processing.css';
import './status.css';
import type { LatestPaymentResponse } from '@paypage/contract/payments';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { InfoPage } from '../../components/infoPage';
import { useRuntimeConfig } from '../../lib/config/useRuntimeConfig';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { useReloadPaymentLink } from '../../lib/paymentLink/reloadPaymentLink';
import { wayToContinue } from '../../lib/payments/continuePayment';
import { leaveForProvider } from '../../lib/payments/leaveForProvider';
import { resultOf } from '../../lib/payments/paymentState';
import { resultOfPayment } from '../../lib/payments/resultOfPayment';
import { isOpen, useLatestPayment } from '../../lib/payments/useLatestPayment';
import { useStatusT } from './statusTexts';
import { LinkSummary } from './linkSummary';
import { StatusShopLink } from './statusShopLink';
import { useChooseAnotherWay } from './useChooseAnotherWay';

/**
 * Follows a payment that is no longer open (its webhook arrived while the page showed it): paid
 * → its success page; refused → its failure page, which says why; the link ended some other way
 * → the link read again, whose page (landing or status) then shows.
 */
function useFollowDecided(payment: LatestPaymentResponse | undefined) {
  const navigate = useNavigate();
  const reloadLink = useReloadPaymentLink();
  const link = usePaymentLink();
  useEffect(() => {
    if (!payment || isOpen(payment)) return;
    const result = resultOf(payment);
    if (result === 'pending') {
      reloadLink().catch((error: unknown) => console.error(error));
      return;
    }
    void navigate(resultOfPayment(link.uuid, payment), { replace: true });
  }, [payment, link.uuid, navigate, reloadLink]);
}

/**
 * SPEC §4's processing page (the link is PROCESSING_PAYMENT): what is being paid, to whom, and
 * how the payment stands. While it waits on the shopper (3-D Secure, a provider's checkout, a
 * bank or an app) it offers "Continue the payment" (back to that step) and "Choose another way
 * to pay" (useChooseAnotherWay); otherwise it only waits, following the payment by itself.
 */
export function ProcessingPage() {
  const t = useStatusT();
  const link = usePaymentLink();
  const navigate = useNavigate();
  const { gppBaseUrl } = useRuntimeConfig();
  const { latest, lookAgain } = useLatestPayment(link.uuid);
  const payment = latest.kind === 'known' ? latest.payment : undefined;
  const { state, chooseAnotherWay } = useChooseAnotherWay(link.uuid, lookAgain);
  const continuing = useRef(false);
  useFollowDecided(payment);

  const offersWayOn =
    payment !== undefined &&
    isOpen(payment) &&
    payment.waitsOnShopper &&
    state !== 'bankConfirming';
  const way = payment && wayToContinue(link, payment, gppBaseUrl);
  const busy = state === 'cancelling';

  function continuePayment() {
    if (!way || continuing.current || busy) return;
    continuing.current = true;
    if (way.kind === 'provider') leaveForProvider(link.uuid, way.url);
    else void navigate(way.path);
  }

  return (
    <InfoPage tone="info" title={t('status.processing.title')}>
      <LinkSummary link={link} />
      <p role="status">
        {state === 'bankConfirming'
          ? t('processing.bankConfirming')
          : offersWayOn
            ? t('processing.waitsOnShopper')
            : t('status.processing.text')}
      </p>
      {state === 'failed' ? <p role="alert">{t('processing.cancelFailed')}</p> : null}
      {offersWayOn ? (
        <div className="processing__actions">
          {way ? (
            <button type="button" className="button" disabled={busy} onClick={continuePayment}>
              {t('processing.continue')}
            </button>
          ) : null}
          <button
            type="button"
            className={way ? 'button button--secondary' : 'button'}
            disabled={busy}
            onClick={() => void chooseAnotherWay(payment.transactionId)}
          >
            {t('processing.chooseAnother')}
          </button>
        </div>
      ) : null}
      <StatusShopLink link={link} secondary={offersWayOn} />
    </InfoPage>
  );
}
