import type { PaymentStatusResponse } from '@paypage/contract/payments';
import type { FailureVariant, Result } from '../results/resultQuery';
import { resultPath } from '../results/resultQuery';

/**
 * What a decided payment means for the shopper: success (SPEC §2's authorisation variant when
 * the money is only reserved), or failure with the method's variant (a retry by default: the
 * link is open again after a refusal, SPEC §4).
 */
export function resultOf(status: PaymentStatusResponse, failure: FailureVariant = 'retry'): Result {
  if (status.linkStatus === 'CONSUMED') {
    const variant = status.status === 'AUTHORIZED' ? 'authorisation' : 'completed';
    return { outcome: 'success', variant };
  }
  // Refused, or the link ended some other way while the payment waited (expired, invalidated):
  // a retry only makes sense while the link can still be paid.
  return { outcome: 'failure', variant: status.linkStatus === 'VALID' ? failure : 'plain' };
}

/** Where a decided payment leads: resultOf's page. */
export function resultOfPayment(
  uuid: string,
  status: PaymentStatusResponse,
  failure: FailureVariant = 'retry',
): string {
  return resultPath(uuid, resultOf(status, failure));
}
