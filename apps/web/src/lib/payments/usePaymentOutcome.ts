import type { PaymentStatusResponse } from '@paypage/contract/payments';
import { useEffect, useState } from 'react';
import { isApiError } from '../api/apiError';
import { getPaymentStatus } from '../api/paymentStatusApi';

/** The first look is at once, then 1 s later, each wait half again as long, at most 10 s. */
export const FIRST_POLL_DELAY_MS = 1000;
export const MAX_POLL_DELAY_MS = 10_000;
const BACK_OFF = 1.5;

export type PaymentOutcome =
  /** Nothing heard yet. */
  | { kind: 'checking' }
  /** Still open: the method may have news for the shopper in `status.details`. */
  | { kind: 'waiting'; status: PaymentStatusResponse }
  /** Decided: paid, authorised or refused; the link's status says what it means for the link. */
  | { kind: 'decided'; status: PaymentStatusResponse }
  /**
   * The service knows no such payment of this link (404), or the id is no id (400): a typed or
   * mangled address. Asking again would not help, so the page stops asking.
   */
  | { kind: 'unknown' };

const NO_SUCH_PAYMENT = [400, 404];

const isDecided = (status: PaymentStatusResponse) =>
  status.status !== 'PENDING' || status.linkStatus !== 'PROCESSING_PAYMENT';

/**
 * A page that waits for a payment (a bank app, a QR code, a transfer) learns its outcome by
 * itself: it asks the service at once and then with back-off, at once again when the tab comes
 * back to the front, and stops when the payment is decided, when `until` (an ISO date: the link's
 * or the method's expiry) has passed, when the service knows no such payment, or when the page
 * goes. A failed look is retried the same
 * way: the network of a phone comes and goes. The address holds the transaction id, so a
 * reload picks up where it was.
 */
export function usePaymentOutcome(
  uuid: string,
  transactionId: string,
  until?: string | null,
): PaymentOutcome {
  const [outcome, setOutcome] = useState<PaymentOutcome>({ kind: 'checking' });

  useEffect(() => {
    let stopped = false;
    let looking = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = FIRST_POLL_DELAY_MS;
    const deadline = until ? Date.parse(until) : Number.POSITIVE_INFINITY;

    async function look() {
      // One look at a time: the tab coming back must not start a second chain of looks.
      if (looking) return;
      looking = true;
      clearTimeout(timer);
      try {
        const status = await getPaymentStatus(uuid, transactionId);
        if (stopped) return;
        if (isDecided(status)) {
          stopped = true;
          setOutcome({ kind: 'decided', status });
          return;
        }
        setOutcome({ kind: 'waiting', status });
      } catch (error) {
        console.error(error);
        if (isApiError(error) && NO_SUCH_PAYMENT.includes(error.status)) {
          stopped = true;
          setOutcome({ kind: 'unknown' });
          return;
        }
      } finally {
        looking = false;
      }
      if (stopped || Date.now() >= deadline) return;
      timer = setTimeout(() => void look(), delay);
      delay = Math.min(delay * BACK_OFF, MAX_POLL_DELAY_MS);
    }

    const onVisible = () => {
      if (document.visibilityState !== 'visible' || stopped) return;
      delay = FIRST_POLL_DELAY_MS;
      void look();
    };
    document.addEventListener('visibilitychange', onVisible);
    void look();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [uuid, transactionId, until]);

  return outcome;
}
