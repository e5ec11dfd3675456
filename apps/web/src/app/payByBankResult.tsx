import {
  LINK_UUID_PARAM,
  TRANSACTION_ID_PARAM,
} from '@paypage/contract/methods/bankRedirectConstants';
import { Navigate, useSearchParams } from 'react-router';
import { uuidFromPath } from '../lib/paymentLink/uuidFromPath';
import { resultPath } from '../lib/results/resultQuery';
import { SESSION_NOT_FOUND_PATH } from './paths';

// What a bank may add to its return address when the payment did not go through. Only a hint
// for the first address: the result page asks the service how the payment really ended.
const FAILED_STATUSES = new Set(['REFUSED', 'ERROR', 'FAILURE', 'FAILED', 'CANCELLED']);

/**
 * Where /pay-by-bank-result?uuid=…&transactionId=…[&status=…] leads (the bank sends the shopper
 * back here, SPEC §2): the link's result of that payment (/uuid/{uuid}/mid/{transactionId}/…,
 * which waits for the payment and shows its true outcome), the link's own page when no payment
 * is named (it shows how the link stands: paid, processing, or payable), or session-not-found
 * without a valid link uuid.
 */
export function payByBankResultPath(query: URLSearchParams): string {
  const uuid = query.get(LINK_UUID_PARAM);
  if (uuid?.length !== 36 || !uuidFromPath(uuid)) return SESSION_NOT_FOUND_PATH;
  const transactionId = query.get(TRANSACTION_ID_PARAM);
  if (!transactionId) return `/uuid/${uuid}`;
  const failed = FAILED_STATUSES.has(query.get('status')?.toUpperCase() ?? '');
  return resultPath(uuid, { outcome: failed ? 'failure' : 'success' }, transactionId);
}

/** SPEC §2: the top-level pay-by-bank result route, exempt from the uuid-in-path rule. */
export function PayByBankResult() {
  const [query] = useSearchParams();
  return <Navigate to={payByBankResultPath(query)} replace />;
}
