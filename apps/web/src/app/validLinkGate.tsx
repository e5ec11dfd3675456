import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { lazyPage } from '../lib/lazyPage';
import { TRANSACTION_PARAM } from '@paypage/contract/methods/waitingPayments';
import { Outlet, useLocation } from 'react-router';
import { LinkTimeLeft } from '../features/linkExpiry/linkTimeLeft';
import { useLinkExpiry } from '../features/linkExpiry/useLinkExpiry';
import { useOpenedInAnotherTab } from '../features/secondTab/useOpenedInAnotherTab';
import { StatusPage } from './rarePages';
import { usePaymentLink } from '../lib/paymentLink/paymentLinkContext';

const SecondTabPage = lazyPage(() =>
  import('../features/secondTab/secondTabPage').then((module) => module.SecondTabPage),
);

/**
 * Counts down to the link's expiry (SPEC §4), showing the time left in its last minutes; at the
 * end the expired page replaces the page.
 */
function UnexpiredLink({ expirationDate }: { expirationDate: string | null }) {
  const { expired, secondsLeft } = useLinkExpiry(expirationDate);
  if (expired) return <StatusPage status="EXPIRED" />;
  return (
    <>
      <LinkTimeLeft secondsLeft={secondsLeft} />
      <Outlet />
    </>
  );
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
  /**
   * The pages below show their own payment while it waits (a QR code waiting to be scanned,
   * docs/decisions/0021): with that payment in the address they show again while the link is
   * in payment, so a reload finds the code and the outcome.
   */
  waitingPages?: boolean;
}

/**
 * SPEC §4: only a VALID link proceeds to the landing and payment pages; any other status gets
 * its info page instead. Result pages (after a payment the link is CONSUMED) belong outside.
 * `waitingPages`: the pages below show their own payment while it waits (a payment slip,
 * docs/decisions/0023): with that payment in the address they show again while the link is in
 * payment, so a reload or a return finds it (the page then follows it to its result).
 */
export function ValidLinkGate({
  resumesOpenPayment = false,
  waitingPages = false,
}: ValidLinkGateProps) {
  const link = usePaymentLink();
  const { search } = useLocation();
  if (link.status === 'VALID') {
    return <LinkInThisTab key={link.uuid} uuid={link.uuid} expirationDate={link.expirationDate} />;
  }
  if (link.status === 'PROCESSING_PAYMENT') {
    if (resumesOpenPayment) {
      return <LinkInThisTab key={link.uuid} uuid={link.uuid} expirationDate={null} />;
    }
    if (waitingPages && new URLSearchParams(search).has(TRANSACTION_PARAM)) {
      return (
        <LinkInThisTab key={link.uuid} uuid={link.uuid} expirationDate={link.expirationDate} />
      );
    }
  }
  return <StatusPage status={link.status} />;
}
