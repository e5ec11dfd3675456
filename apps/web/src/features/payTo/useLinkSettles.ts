import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { getPaymentLink } from '../../lib/api/paymentLinkApi';
import { MAX_POLL_DELAY_MS } from '../../lib/payments/usePaymentOutcome';
import { resultPath } from '../../lib/results/resultQuery';
import { agreementFailedPath } from './payToOutcome';

/**
 * The waiting page opened without its payment in the address (a bookmark, an old tab): it
 * follows the link instead, and moves on once the link is paid (success) or open again (the
 * agreement failed).
 */
export function useLinkSettles(uuid: string): void {
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
              ? agreementFailedPath(uuid)
              : resultPath(uuid, { outcome: 'failure' });
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
  }, [uuid, navigate]);
}
