import type { Selectable } from 'kysely';
import type { LinkRefund } from '@paypage/contract/linkRefund';
import type { RefundStatus } from '@paypage/contract/merchantCharges';
import type { Currency } from '@paypage/contract/money';
import type { Db } from '../db/database';
import { keysetPage, type PageAfter } from '../db/keysetPage';
import type { LinkRefundsTable } from '../db/schema';
import { nowIso } from '../ids';
import { TAKEN_STATUSES } from '../transactions/transactionsRepository';

/** A link's refund as the service keeps it: the merchant's view and the provider's id. */
export interface StoredLinkRefund extends LinkRefund {
  gatewayRefundId: string | null;
}

/** The merchant's view of a refund: the provider's id stays ours. */
export function presentLinkRefund({
  gatewayRefundId: _g,
  ...refund
}: StoredLinkRefund): LinkRefund {
  return refund;
}

function toRefund(row: Selectable<LinkRefundsTable>): StoredLinkRefund {
  return {
    id: row.id,
    paymentLinkUuid: row.link_uuid,
    transactionId: row.transaction_id,
    amount: Number(row.amount),
    currency: row.currency as Currency,
    status: row.status as RefundStatus,
    reason: row.reason,
    gatewayRefundId: row.gateway_refund_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function linkRefundsRepository(db: Db) {
  /** Both writes or neither, in the caller's transaction when it has one. */
  const atomically = <T>(work: (trx: Db) => Promise<T>): Promise<T> =>
    db.isTransaction ? work(db) : db.transaction().execute(work);

  return {
    /**
     * Reserves the refund's amount on its transaction and records it, in one database
     * transaction: the reservation is one conditional update on the running total, so refunds
     * racing on any number of instances never give back more than was taken. False: not taken,
     * or not that much left.
     */
    async reserve(refund: LinkRefund): Promise<boolean> {
      return atomically(async (trx) => {
        const reserved = await trx
          .updateTable('transactions')
          .set((eb) => ({ refunded_amount: eb('refunded_amount', '+', refund.amount) }))
          .where('id', '=', refund.transactionId)
          .where('status', 'in', [...TAKEN_STATUSES])
          .where((eb) =>
            eb(
              eb('refunded_amount', '+', refund.amount),
              '<=',
              eb.fn.coalesce('captured_amount', 'amount'),
            ),
          )
          .executeTakeFirst();
        if (reserved.numUpdatedRows !== 1n) return false;
        await trx
          .insertInto('link_refunds')
          .values({
            id: refund.id,
            transaction_id: refund.transactionId,
            link_uuid: refund.paymentLinkUuid,
            amount: refund.amount,
            currency: refund.currency,
            status: refund.status,
            reason: refund.reason,
            gateway_refund_id: null,
            created_at: refund.createdAt,
            updated_at: refund.updatedAt,
          })
          .execute();
        return true;
      });
    },

    /** A refund the provider refused to make leaves no trace, and its amount is free again. */
    async release(id: string): Promise<void> {
      await atomically(async (trx) => {
        const gone = await trx
          .deleteFrom('link_refunds')
          .where('id', '=', id)
          .where('gateway_refund_id', 'is', null)
          .returning(['transaction_id', 'amount'])
          .executeTakeFirst();
        if (!gone) return;
        await trx
          .updateTable('transactions')
          .set((eb) => ({ refunded_amount: eb('refunded_amount', '-', Number(gone.amount)) }))
          .where('id', '=', gone.transaction_id)
          .execute();
      });
    },

    async findById(id: string): Promise<StoredLinkRefund | undefined> {
      const row = await db
        .selectFrom('link_refunds')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toRefund(row);
    },

    /** The provider's word on a refund; false when it was already so. */
    async update(id: string, gatewayRefundId: string, status: RefundStatus): Promise<boolean> {
      const result = await db
        .updateTable('link_refunds')
        .set({ gateway_refund_id: gatewayRefundId, status, updated_at: nowIso() })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('status', '!=', status), eb('gateway_refund_id', 'is', null)]))
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    async listByTransaction(transactionId: string): Promise<StoredLinkRefund[]> {
      const rows = await db
        .selectFrom('link_refunds')
        .selectAll()
        .where('transaction_id', '=', transactionId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toRefund);
    },

    /** Refunds still on their way back (PENDING) and untouched since `before`, a page at a time. */
    async listPendingSince(before: string, limit: number, after?: PageAfter) {
      const query = db
        .selectFrom('link_refunds')
        .selectAll()
        .where('status', '=', 'PENDING')
        .where('updated_at', '<=', before);
      const rows = await keysetPage(query, { at: 'updated_at', id: 'id' }, after, limit).execute();
      return rows.map(toRefund);
    },
  };
}
