import { isProviderCheckoutMethod } from '@paypage/contract/methods/providerCheckoutConstants';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { Loader } from '../../components/loader';
import { WaitingForPayment } from '../../components/waitingForPayment';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { usePaymentT } from '../../lib/payments/paymentTexts';
import { resultOfPayment } from '../../lib/payments/resultOfPayment';
import { usePaymentOutcome } from '../../lib/payments/usePaymentOutcome';
import { resultPath } from '../../lib/results/resultQuery';
import { savePayment } from '../../lib/storage/savedPayments';
import { PROVIDER_NAMES, useCheckoutT } from './providerCheckoutTexts';

/**
 * /uuid/{uuid}/ckey/{ckey}/adyen (SPEC §2): back from the provider's checkout, {ckey} being our
 * transaction id. Whatever the address says, the page asks the service how the payment ended and
 * goes on to the success or failure page; while the provider has not confirmed it yet, it waits
 * and looks again by itself.
 */
export function ProviderReturnPage() {
  const t = useCheckoutT();
  const paymentT = usePaymentT();
  const link = usePaymentLink();
  const transactionId = useParams().ckey ?? '';
  const outcome = usePaymentOutcome(link.uuid, transactionId);

  const decided = outcome.kind === 'decided' ? outcome.status.linkStatus : undefined;
  useEffect(() => {
    // The saved-payments list keeps open links only: a paid one leaves it (SPEC §4).
    if (decided) savePayment({ uuid: link.uuid, status: decided });
  }, [decided, link.uuid]);

  if (outcome.kind === 'unknown') {
    return (
      <Navigate to={resultPath(link.uuid, { outcome: 'failure', variant: 'plain' })} replace />
    );
  }
  if (outcome.kind === 'decided') {
    return <Navigate to={resultOfPayment(link.uuid, outcome.status)} replace />;
  }
  if (outcome.kind === 'checking') {
    return (
      <>
        <p className="visually-hidden" role="status">
          {paymentT('payments.waiting.checking')}
        </p>
        <Loader />
      </>
    );
  }
  const method = outcome.status.paymentMethod;
  const provider = t(
    isProviderCheckoutMethod(method) ? PROVIDER_NAMES[method] : 'providerCheckout.provider.any',
  );
  return (
    <WaitingForPayment
      title={t('providerCheckout.return.title')}
      instructions={<p>{t('providerCheckout.return.text', { provider })}</p>}
      outcome={outcome}
    />
  );
}
