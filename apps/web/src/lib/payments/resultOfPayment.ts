import type { PaymentStatusResponse } from '@paypage/contract/payments';
import type { FailureVariant } from '../results/resultQuery';
import { resultPath } from '../results/resultQuery';

/** Whether a decided payment paid the link: the link is consumed by it (SPEC §4). */
export function outcomeOfPayment(status: PaymentStatusResponse): 'success' | 'failure' {
  return status.linkStatus === 'CONSUMED' ? 'success' : 'failure';
}

/**
 * Where a decided payment leads: the success page (SPEC §2's authorisation variant when the
 * money is only reserved), or the failure page with the method's variant (a retry by default:
 * the link is open again after a refusal, SPEC §4). With `mid`, the provider's return address
 * of that payment (/uuid/{uuid}/mid/{mid}/…).
 */
export function resultOfPayment(
  uuid: string,
  status: PaymentStatusResponse,
  failure: FailureVariant = 'retry',
  mid?: string,
): string {
  if (outcomeOfPayment(status) === 'success') {
    const variant = status.status === 'AUTHORIZED' ? 'authorisation' : 'completed';
    return resultPath(uuid, { outcome: 'success', variant }, mid);
  }
  // Refused, or the link ended some other way while the payment waited (expired, invalidated):
  // a retry only makes sense while the link can still be paid.
  return resultPath(
    uuid,
    { outcome: 'failure', variant: status.linkStatus === 'VALID' ? failure : 'plain' },
    mid,
  );
}
