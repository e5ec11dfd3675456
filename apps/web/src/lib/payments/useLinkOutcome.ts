import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { getPaymentLink } from '../api/paymentLinkApi';
import { resultPath } from '../results/resultQuery';
import { MAX_POLL_DELAY_MS } from './usePaymentOutcome';

/**
 * A waiting page opened without its payment in the address (a bookmark, an old tab): it can
 * still follow the link itself, and moves on once the link is paid (success) or open again
 * (failure, with a retry; or `openAgainPath`, a method's own page for that, such as PayTo's
 * failed agreement).
 */
export function useLinkOutcome(uuid: string, openAgainPath?: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function look() {
      try {
        const link = await getPaymentLink(uuid, { visit: false });
        if (stopped) return;
        if (link.status === 'CONSUMED') {
          void navigate(resultPath(uuid, { outcome: 'success' }), { replace: true });
          return;
        }
        if (link.status !== 'PROCESSING_PAYMENT') {
          const failure =
            link.status === 'VALID'
              ? (openAgainPath ?? resultPath(uuid, { outcome: 'failure', variant: 'retry' }))
              : resultPath(uuid, { outcome: 'failure', variant: 'plain' });
          void navigate(failure, { replace: true });
          return;
        }
      } catch (error) {
        console.error(error);
      }
      if (!stopped) timer = setTimeout(() => void look(), MAX_POLL_DELAY_MS / 2);
    }
    void look();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [uuid, openAgainPath, navigate]);
}
