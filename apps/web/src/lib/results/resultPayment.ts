import { latestPaymentPath } from '../api/latestPaymentApi';
import { paymentStatusPath } from '../api/paymentStatusApi';
import { transactionOf } from './resultQuery';

/** The result pages' own path segments (/uuid/{uuid}/success, /failure). */
export const CHECKED_RESULT_SEGMENTS: readonly string[] = ['success', 'failure'];

/**
 * What a result page reads before it says anything: the payment its query names, else the
 * link's latest (a public GET, so the service's first paint and the prepared first render can
 * read it before the page draws: lib/api/openingReads).
 */
export function resultPaymentPath(uuid: string, query: URLSearchParams): string {
  const named = transactionOf(query);
  return named ? paymentStatusPath(uuid, named) : latestPaymentPath(uuid);
}
