import { Outlet } from 'react-router';
import { StatusPage } from '../features/status/statusPage';
import { usePaymentLink } from '../lib/paymentLink/paymentLinkContext';

/**
 * SPEC §4: only a VALID link proceeds to the landing and payment pages; any other status gets
 * its info page instead. Result pages (after a payment the link is CONSUMED) belong outside.
 */
export function ValidLinkGate() {
  const { status } = usePaymentLink();
  return status === 'VALID' ? <Outlet /> : <StatusPage status={status} />;
}
