import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useRuntimeConfig } from '../../lib/config/useRuntimeConfig';
import { usePaymentLink } from '../../lib/paymentLink/paymentLinkContext';
import { acceptedTermsOf } from '../../lib/payments/acceptedTerms';
import { usePayOnce } from '../../lib/payments/usePayOnce';
import { resultPath } from '../../lib/results/resultQuery';
import { kcpWaitingPath, payWithKcp } from './kcpApi';

/**
 * KCP's window on the gateway: SPEC §4 sends the browser to "the payment gateway base plus that
 * url". Only a path on the gateway is followed, never another site an answer might name.
 */
function windowAddress(gppBaseUrl: string, redirectUrl: string): string | undefined {
  if (!redirectUrl.startsWith('/') || redirectUrl.startsWith('//')) return undefined;
  const address = new URL(`${gppBaseUrl.replace(/\/+$/, '')}${redirectUrl}`);
  return address.origin === new URL(gppBaseUrl).origin ? address.href : undefined;
}

/**
 * Asks the service for the link's KCP transaction (usePayOnce: one at a time, one key, the
 * loader, SPEC §8's page for a 409) and answers where KCP's window is. A transaction already
 * decided has no window: its waiting page shows how it ended.
 */
export function useKcpWindow(uuid: string) {
  const { gppBaseUrl } = useRuntimeConfig();
  const navigate = useNavigate();
  const link = usePaymentLink();
  const { run, busy, terms } = usePayOnce(
    resultPath(uuid, { outcome: 'failure', variant: 'retry' }),
  );
  const [windowUrl, setWindowUrl] = useState<string>();

  function open() {
    return run(async (keyFor) => {
      // Resuming an open KCP payment sends them too: the service checks them on every start.
      const kcp = await payWithKcp(uuid, acceptedTermsOf(link), keyFor('kcp'));
      const address = kcp.asynchronous && windowAddress(gppBaseUrl, kcp.asynchronous.redirectUrl);
      if (kcp.status === 'PENDING' && address) setWindowUrl(address);
      else await navigate(kcpWaitingPath(uuid, kcp.id));
    });
  }

  return { open, busy, windowUrl, terms };
}
