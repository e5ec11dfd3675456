import type { PaymentStatusResponse } from '@paypage/contract/payments';
import type { FailureVariant } from '../results/resultQuery';
import { resultPath } from '../results/resultQuery';

/**
 * Where a decided payment leads: the success page (SPEC §2's authorisation variant when the
 * money is only reserved), or the failure page with the method's variant (a retry by default:
 * the link is open again after a refusal, SPEC §4).
 */
export function resultOfPayment(
  uuid: string,
  status: PaymentStatusResponse,
  failure: FailureVariant = 'retry',
): string {
  if (status.linkStatus === 'CONSUMED') {
    const variant = status.status === 'AUTHORIZED' ? 'authorisation' : 'completed';
    return resultPath(uuid, { outcome: 'success', variant });
  }
  // Refused, or the link ended some other way while the payment waited (expired, invalidated):
  // a retry only makes sense while the link can still be paid.
  return resultPath(uuid, {
    outcome: 'failure',
    variant: status.linkStatus === 'VALID' ? failure : 'plain',
  });
}
