import type { RefundStatus } from '@paypage/contract/merchantCharges';
import type { Db } from '../db/database';

/**
 * What the merchant did with a link's payments after they were made, oldest first: for the
 * link's timeline (issue 22). A capture's amount is what it took, a void's what it released, a
 * refund's what it gives back (with its reason and whether the money has arrived yet).
 */
export type LinkPaymentChange =
  | { kind: 'captured' | 'voided'; at: string; transactionId: string; amount: number }
  | {
      kind: 'refunded';
      at: string;
      transactionId: string;
      amount: number;
      reason: string | null;
      refundId: string;
      status: RefundStatus;
    };

export async function listLinkPaymentChanges(
  db: Db,
  linkUuid: string,
): Promise<LinkPaymentChange[]> {
  const transactions = await db
    .selectFrom('transactions')
    .select(['id', 'amount', 'captured_amount', 'captured_at', 'voided_at'])
    .where('link_uuid', '=', linkUuid)
    .where((eb) => eb.or([eb('captured_at', 'is not', null), eb('voided_at', 'is not', null)]))
    .execute();
  const refunds = await db
    .selectFrom('link_refunds')
    .selectAll()
    .where('link_uuid', '=', linkUuid)
    .execute();
  const changes: LinkPaymentChange[] = [];
  for (const tx of transactions) {
    const amount = Number(tx.captured_amount ?? tx.amount);
    if (tx.captured_at) {
      changes.push({ kind: 'captured', at: tx.captured_at, transactionId: tx.id, amount });
    }
    if (tx.voided_at) {
      changes.push({ kind: 'voided', at: tx.voided_at, transactionId: tx.id, amount });
    }
  }
  for (const refund of refunds) {
    changes.push({
      kind: 'refunded',
      at: refund.created_at,
      transactionId: refund.transaction_id,
      amount: Number(refund.amount),
      reason: refund.reason,
      refundId: refund.id,
      status: refund.status as RefundStatus,
    });
  }
  return changes.sort((a, b) => a.at.localeCompare(b.at));
}
