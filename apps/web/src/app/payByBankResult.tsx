import { Navigate, useSearchParams } from 'react-router';
import { uuidFromPath } from '../lib/paymentLink/uuidFromPath';
import { SESSION_NOT_FOUND_PATH } from './paths';

// Provider answers that mean the bank accepted the payment (SPEC §4's provider result statuses);
// a pending bank payment has been initiated by the shopper and settles later.
const SUCCESSFUL_STATUSES = new Set(['SUCCESS', 'AUTHORISED', 'RECEIVED', 'PENDING']);

/**
 * Where /pay-by-bank-result?uuid=…&status=… leads: the link's success or failure page, or
 * session-not-found without a valid link uuid. The bank sends the shopper back here.
 */
export function payByBankResultPath(query: URLSearchParams): string {
  const uuid = query.get('uuid');
  if (uuid?.length !== 36 || !uuidFromPath(uuid)) return SESSION_NOT_FOUND_PATH;
  const status = query.get('status')?.toUpperCase() ?? '';
  return `/uuid/${uuid}/${SUCCESSFUL_STATUSES.has(status) ? 'success' : 'failure'}`;
}

/** SPEC §2: the top-level pay-by-bank result route, exempt from the uuid-in-path rule. */
export function PayByBankResult() {
  const [query] = useSearchParams();
  return <Navigate to={payByBankResultPath(query)} replace />;
}
