import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import type { Refund } from '@paypage/contract/merchantCharges';
import type { PaymentDifference, PaymentMismatchAlert } from '@paypage/contract/securityReports';
import type { Db } from '../db/database';
import type { StoredCharge } from '../charges/chargesRepository';
import type { Transaction } from '../transactions/transactionsRepository';
import { securityAlertsRepository } from './securityAlertsRepository';

export type MismatchDetail = PaymentMismatchAlert['detail'];
/** Told when the gateway's word on a payment was not applied because its amounts differ. */
export type OnMismatch = (detail: MismatchDetail) => void;

/**
 * What a signed webhook or the gateway's answer says about a link's payment and we hold
 * otherwise. A valid signature proves who sent the bytes, not that they are right: a 1-cent
 * SUCCESS must never pay a 500 € link.
 */
export function transactionDifferences(
  tx: Pick<Transaction, 'amount' | 'currency'>,
  payment: GatewayPayment,
): PaymentDifference[] {
  const differences: PaymentDifference[] = [];
  if (payment.amount !== tx.amount) {
    differences.push({ field: 'amount', expected: tx.amount, received: payment.amount });
  }
  if (payment.currency !== tx.currency) {
    differences.push({ field: 'currency', expected: tx.currency, received: payment.currency });
  }
  return differences;
}

/**
 * The same for a merchant's charge (or a link's payment after its outcome, decision 0039), and
 * what the word settles of it: a capture takes at most what was authorised (and, once taken,
 * exactly what we recorded), and a refund we asked for comes back with the amount we asked. Refunds we never asked for are not ours to settle.
 */
export function chargeDifferences(
  charge: Pick<StoredCharge, 'amount' | 'currency' | 'capturedAmount'> & { status: string },
  refunds: readonly Pick<Refund, 'id' | 'amount'>[],
  payment: GatewayPayment,
): PaymentDifference[] {
  const differences = transactionDifferences(charge, payment);
  const captured = payment.capturedAmount;
  if (captured !== undefined) {
    const expected = charge.status === 'COMPLETED' ? charge.capturedAmount : charge.amount;
    const wrong = charge.status === 'COMPLETED' ? captured !== expected : captured > expected;
    if (wrong) differences.push({ field: 'capturedAmount', expected, received: captured });
  }
  for (const gatewayRefund of payment.refunds ?? []) {
    const ours = refunds.find((refund) => refund.id === gatewayRefund.reference);
    if (ours && ours.amount !== gatewayRefund.amount) {
      differences.push({
        field: `refunds[${ours.id}].amount`,
        expected: ours.amount,
        received: gatewayRefund.amount,
      });
    }
  }
  return differences;
}

/**
 * The operator's alert (GET /api/operator/v1/security-alerts), raised once per distinct report.
 * In the caller's database transaction, which commits: the payment itself is left as it was.
 */
export async function raiseMismatch(
  db: Db,
  detail: MismatchDetail,
  onMismatch?: OnMismatch,
): Promise<void> {
  await securityAlertsRepository(db).raisePaymentMismatch(detail);
  onMismatch?.(detail);
}
