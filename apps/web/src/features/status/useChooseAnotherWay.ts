import type { PaymentStatusResponse } from '@paypage/contract/payments';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDialogs } from '../../components/dialogs/dialogManager';
import { isApiError, isConflict } from '../../lib/api/apiError';
import { cancelPayment } from '../../lib/api/latestPaymentApi';
import { useReloadPaymentLink } from '../../lib/paymentLink/reloadPaymentLink';
import { resultOf } from '../../lib/payments/paymentState';
import { resultOfPayment } from '../../lib/payments/resultOfPayment';

const NOT_CANCELLABLE = 'PAYMENT_NOT_CANCELLABLE';

/** How "Choose another way to pay" stands. */
export type Cancelling =
  | 'idle'
  | 'cancelling'
  /** The bank confirms the payment already: it can no longer be stopped; the page waits. */
  | 'bankConfirming'
  /** The call failed (the network, the service): the shopper may press again. */
  | 'failed';

/**
 * "Choose another way to pay": the service cancels the open payment at the gateway first, and
 * only what the gateway then says counts. Refused (cancelled): the link is payable again, read
 * afresh, and the shopper is on its landing page. Paid meanwhile (the bank approved first): its
 * success page, nothing charged twice. Still being confirmed (409 PAYMENT_NOT_CANCELLABLE): the
 * page says so and keeps checking (`lookAgain`). One press at a time, whatever the clicks.
 */
export function useChooseAnotherWay(uuid: string, lookAgain: () => void) {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const reloadLink = useReloadPaymentLink();
  const [state, setState] = useState<Cancelling>('idle');
  const inFlight = useRef(false);

  const backToMethods = useCallback(async () => {
    await reloadLink().catch((error: unknown) => console.error(error));
    // A new history entry: the landing page lists the methods (never skips on to the first).
    await navigate(`/uuid/${uuid}`, { replace: true });
  }, [navigate, reloadLink, uuid]);

  const follow = useCallback(
    async (payment: PaymentStatusResponse) => {
      const result = resultOf(payment);
      if (result === 'success') {
        await navigate(resultOfPayment(uuid, payment), { replace: true });
      } else if (result === 'failure' || payment.linkStatus !== 'PROCESSING_PAYMENT') {
        await backToMethods();
      } else {
        setState('bankConfirming');
        lookAgain();
      }
    },
    [backToMethods, lookAgain, navigate, uuid],
  );

  const chooseAnotherWay = useCallback(
    async (transactionId: string) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setState('cancelling');
      dialogs.open('loader');
      try {
        await follow(await cancelPayment(uuid, transactionId));
      } catch (error) {
        console.error(error);
        if (isApiError(error) && error.errorCode === NOT_CANCELLABLE) {
          setState('bankConfirming');
          lookAgain();
        } else if (isConflict(error)) {
          // The link itself moved on (paid, expired): the page it now has says so.
          await backToMethods();
        } else {
          setState('failed');
        }
      } finally {
        dialogs.close('loader');
        inFlight.current = false;
        setState((now) => (now === 'cancelling' ? 'idle' : now));
      }
    },
    [backToMethods, dialogs, follow, lookAgain, uuid],
  );

  return { state, chooseAnotherWay };
}
