import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { lazy } from 'react';
import { Outlet } from 'react-router';
import { useLinkExpiry } from '../features/linkExpiry/useLinkExpiry';
import { useOpenedInAnotherTab } from '../features/secondTab/useOpenedInAnotherTab';
import { StatusPage } from '../features/status/statusPage';
import { usePaymentLink } from '../lib/paymentLink/paymentLinkContext';

const SecondTabPage = lazy(() =>
  import('../features/secondTab/secondTabPage').then((module) => ({
    default: module.SecondTabPage,
  })),
);

/** Counts down to the link's expiry (SPEC §4); at the end the expired page replaces the page. */
function UnexpiredLink({ expirationDate }: { expirationDate: string | null }) {
  const expired = useLinkExpiry(expirationDate);
  return expired ? <StatusPage status="EXPIRED" /> : <Outlet />;
}

/** One tab at a time per link (SPEC §4): the others are told to continue in the first. */
function LinkInThisTab({ uuid, expirationDate }: Pick<PaymentLinkInfo, 'uuid' | 'expirationDate'>) {
  const openElsewhere = useOpenedInAnotherTab(uuid);
  return openElsewhere ? <SecondTabPage /> : <UnexpiredLink expirationDate={expirationDate} />;
}

interface ValidLinkGateProps {
  /**
   * The pages behind it pick up a payment of theirs that is still open (KCP's window, a virtual
   * account waiting for its transfer: docs/decisions/0020), so a link in payment shows them
   * too, with no expiry countdown: a link in payment no longer expires by its date.
   */
  resumesOpenPayment?: boolean;
}

/**
 * SPEC §4: only a VALID link proceeds to the landing and payment pages; any other status gets
 * its info page instead. Result pages (after a payment the link is CONSUMED) belong outside.
 */
export function ValidLinkGate({ resumesOpenPayment = false }: ValidLinkGateProps) {
  const link = usePaymentLink();
  if (link.status === 'VALID') {
    return <LinkInThisTab key={link.uuid} uuid={link.uuid} expirationDate={link.expirationDate} />;
  }
  if (resumesOpenPayment && link.status === 'PROCESSING_PAYMENT') {
    return <LinkInThisTab key={link.uuid} uuid={link.uuid} expirationDate={null} />;
  }
  return <StatusPage status={link.status} />;
}
