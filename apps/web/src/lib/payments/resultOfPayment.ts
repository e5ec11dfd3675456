import type { PaymentStatusResponse } from '@paypage/contract/payments';
import type { FailureVariant } from '../results/resultQuery';
import { resultPath } from '../results/resultQuery';
import { isPaid } from './paymentState';

/**
 * Whether a decided payment paid the link: authorised, captured or settled. A refused payment
 * of a link that another payment paid meanwhile is still this payment's failure.
 */
export function outcomeOfPayment(status: PaymentStatusResponse): 'success' | 'failure' {
  return isPaid(status) ? 'success' : 'failure';
}

/**
 * Where a decided payment leads: the success page (SPEC §2's authorisation variant when the
 * money is only reserved), or the failure page with the method's variant (a retry by default:
 * the link is open again after a refusal, SPEC §4). The page names the payment (its query's
 * transaction, or with `mid` the provider's return address /uuid/{uuid}/mid/{mid}/…), and reads
 * it again before it says anything.
 */
export function resultOfPayment(
  uuid: string,
  status: PaymentStatusResponse,
  failure: FailureVariant = 'retry',
  mid?: string,
): string {
  const transaction = status.transactionId;
  if (outcomeOfPayment(status) === 'success') {
    const variant = status.status === 'AUTHORIZED' ? 'authorisation' : 'completed';
    return resultPath(uuid, { outcome: 'success', variant, transaction }, mid);
  }
  // Refused, or the link ended some other way while the payment waited (expired, invalidated):
  // a retry only makes sense while the link can still be paid.
  return resultPath(
    uuid,
    { outcome: 'failure', variant: status.linkStatus === 'VALID' ? failure : 'plain', transaction },
    mid,
  );
}
