import type { PaymentLinkInfo } from '@paypage/contract/paymentLink';
import { lazy } from 'react';
import { SLIP_TRANSACTION_PARAM } from '@paypage/contract/methods/paymentSlipConstants';
import { Outlet, useLocation } from 'react-router';
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
 * `waitingPages`: the pages below show their own payment while it waits (a payment slip,
 * docs/decisions/0023): with that payment in the address they show again while the link is in
 * payment, so a reload or a return finds it (the page then follows it to its result).
 */
export function ValidLinkGate({ waitingPages = false }: { waitingPages?: boolean }) {
  const link = usePaymentLink();
  const { search } = useLocation();
  const resuming =
    waitingPages &&
    link.status === 'PROCESSING_PAYMENT' &&
    new URLSearchParams(search).has(SLIP_TRANSACTION_PARAM);
  return link.status === 'VALID' || resuming ? (
    <LinkInThisTab key={link.uuid} link={link} />
  ) : (
    <StatusPage status={link.status} />
  );
}
