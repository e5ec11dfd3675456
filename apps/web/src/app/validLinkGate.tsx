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
function LinkInThisTab({ link }: { link: PaymentLinkInfo }) {
  const openElsewhere = useOpenedInAnotherTab(link.uuid);
  return openElsewhere ? <SecondTabPage /> : <UnexpiredLink expirationDate={link.expirationDate} />;
}

/**
 * SPEC §4: only a VALID link proceeds to the landing and payment pages; any other status gets
 * its info page instead. Result pages (after a payment the link is CONSUMED) belong outside.
 */
export function ValidLinkGate() {
  const link = usePaymentLink();
  return link.status === 'VALID' ? (
    <LinkInThisTab key={link.uuid} link={link} />
  ) : (
    <StatusPage status={link.status} />
  );
}
