import type { LatestPaymentResponse } from '@paypage/contract/payments';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../api/apiError';
import { getLatestPayment } from '../api/latestPaymentApi';
import { FIRST_POLL_DELAY_MS, MAX_POLL_DELAY_MS } from './usePaymentOutcome';

const BACK_OFF = 1.5;
const NOT_FOUND = 404;

export type LatestPayment =
  /** Nothing heard yet. */
  | { kind: 'checking' }
  | { kind: 'known'; payment: LatestPaymentResponse }
  /** The link has no payment (404). */
  | { kind: 'none' };

/** Open, at the link's processing step: there is still something to wait for. */
export const isOpen = (payment: LatestPaymentResponse) =>
  payment.status === 'PENDING' && payment.linkStatus === 'PROCESSING_PAYMENT';

/**
 * The link's latest payment, followed while it is open (the processing page): asked at once,
 * then with back-off up to 10 s, at once again when the tab comes back to the front and when
 * `lookAgain` is called (after a cancel the bank is still confirming). It stops once the payment
 * is no longer open (its webhook has arrived: paid, refused, or the link ended otherwise) or the
 * link has none. A failed look is retried the same way.
 */
export function useLatestPayment(uuid: string) {
  const [latest, setLatest] = useState<LatestPayment>({ kind: 'checking' });
  const lookNow = useRef<() => void>(() => undefined);

  useEffect(() => {
    let stopped = false;
    let looking = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = FIRST_POLL_DELAY_MS;

    async function look() {
      if (looking || stopped) return;
      looking = true;
      clearTimeout(timer);
      try {
        const payment = await getLatestPayment(uuid);
        if (stopped) return;
        setLatest({ kind: 'known', payment });
        if (!isOpen(payment)) stopped = true;
      } catch (error) {
        if (stopped) return;
        if (isApiError(error) && error.status === NOT_FOUND) {
          stopped = true;
          setLatest({ kind: 'none' });
          return;
        }
        console.error(error);
      } finally {
        looking = false;
      }
      if (stopped) return;
      timer = setTimeout(() => void look(), delay);
      delay = Math.min(delay * BACK_OFF, MAX_POLL_DELAY_MS);
    }

    const again = () => {
      if (stopped) return;
      delay = FIRST_POLL_DELAY_MS;
      void look();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') again();
    };
    lookNow.current = again;
    document.addEventListener('visibilitychange', onVisible);
    void look();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [uuid]);

  const lookAgain = useCallback(() => lookNow.current(), []);
  return { latest, lookAgain };
}
