import type { Selectable } from 'kysely';
import type { MerchantTransaction, MerchantTransactionStatus } from '@paypage/contract/merchantApi';
import type { MethodDetails } from '@paypage/contract/methodDetails';
import type { Currency } from '@paypage/contract/money';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { Db } from '../db/database';
import { keysetPage } from '../db/keysetPage';
import type { TransactionsTable } from '../db/schema';
import { nowIso } from '../ids';

export interface Transaction extends MerchantTransaction {
  linkUuid: string;
  merchantId: string;
  assetId: string | null;
}

/** A payment as it starts: nothing taken or given back yet. */
export type NewTransaction = Omit<Transaction, 'capturedAmount' | 'refundedAmount'>;

/** Money is taken once COMPLETED (or SETTLED): all of it, or what a capture took. */
export const TAKEN_STATUSES: readonly string[] = ['COMPLETED', 'SETTLED'];

function toTransaction(row: Selectable<TransactionsTable>): Transaction {
  return {
    id: row.id,
    linkUuid: row.link_uuid,
    merchantId: row.merchant_id,
    paymentMethod: row.payment_method as PaymentMethod,
    status: row.status as MerchantTransactionStatus,
    amount: Number(row.amount),
    currency: row.currency as Currency,
    capturedAmount: TAKEN_STATUSES.includes(row.status)
      ? Number(row.captured_amount ?? row.amount)
      : 0,
    refundedAmount: Number(row.refunded_amount),
    gatewayPaymentId: row.gateway_payment_id,
    assetId: row.asset_id,
    details: row.details === null ? null : (JSON.parse(row.details) as MethodDetails),
    refusalReason: row.refusal_reason,
    termsAcceptance:
      row.terms_accepted_at === null
        ? null
        : { acceptedAt: row.terms_accepted_at, termsUrl: row.terms_url },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function transactionsRepository(db: Db) {
  return {
    async insert(tx: NewTransaction): Promise<void> {
      await db
        .insertInto('transactions')
        .values({
          id: tx.id,
          link_uuid: tx.linkUuid,
          merchant_id: tx.merchantId,
          payment_method: tx.paymentMethod,
          amount: tx.amount,
          currency: tx.currency,
          status: tx.status,
          gateway_payment_id: tx.gatewayPaymentId,
          asset_id: tx.assetId,
          details: tx.details === null ? null : JSON.stringify(tx.details),
          refusal_reason: tx.refusalReason,
          terms_accepted_at: tx.termsAcceptance?.acceptedAt ?? null,
          terms_url: tx.termsAcceptance?.termsUrl ?? null,
          created_at: tx.createdAt,
          updated_at: tx.updatedAt,
        })
        .execute();
    },

    async findById(id: string): Promise<Transaction | undefined> {
      const row = await db
        .selectFrom('transactions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toTransaction(row);
    },

    async findByGatewayPaymentId(gatewayPaymentId: string): Promise<Transaction | undefined> {
      const row = await db
        .selectFrom('transactions')
        .selectAll()
        .where('gateway_payment_id', '=', gatewayPaymentId)
        .executeTakeFirst();
      return row && toTransaction(row);
    },

    async listByLink(linkUuid: string): Promise<Transaction[]> {
      const rows = await db
        .selectFrom('transactions')
        .selectAll()
        .where('link_uuid', '=', linkUuid)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toTransaction);
    },

    async setGatewayPaymentId(id: string, gatewayPaymentId: string): Promise<void> {
      await db
        .updateTable('transactions')
        .set({ gateway_payment_id: gatewayPaymentId, updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
    },

    /** Saved assets this link's payments used (the link info's paymentLinkAssets). */
    async assetsUsedByLink(linkUuid: string): Promise<{ id: string; type: string }[]> {
      return db
        .selectFrom('transactions')
        .innerJoin('assets', 'assets.id', 'transactions.asset_id')
        .select(['assets.id as id', 'assets.type as type'])
        .where('transactions.link_uuid', '=', linkUuid)
        .distinct()
        .execute();
    },

    /**
     * Open payments last touched before `before`, oldest first, a page at a time after `after`
     * (the last one of the previous page): reconciliation reads them all, however many wait.
     */
    async listPendingSince(
      before: string,
      limit: number,
      after?: Pick<Transaction, 'updatedAt' | 'id'>,
    ): Promise<Transaction[]> {
      const query = db
        .selectFrom('transactions')
        .selectAll()
        .where('status', '=', 'PENDING')
        .where('updated_at', '<=', before);
      const from = after && { at: after.updatedAt, id: after.id };
      const rows = await keysetPage(query, { at: 'updated_at', id: 'id' }, from, limit).execute();
      return rows.map(toTransaction);
    },

    /** What the provider now tells about a payment still open (a mandate now active …). */
    async setDetails(id: string, details: MethodDetails): Promise<void> {
      await db
        .updateTable('transactions')
        .set({ details: JSON.stringify(details), updated_at: nowIso() })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Conditional like the link's own transitions: a settled transaction never changes again.
     * The provider's last word (details, refusal reason) is kept with the status it came with.
     */
    async updateStatusIf(
      id: string,
      from: MerchantTransactionStatus,
      to: MerchantTransactionStatus,
      outcome: { details?: MethodDetails | undefined; refusalReason?: string | undefined } = {},
    ): Promise<boolean> {
      const result = await db
        .updateTable('transactions')
        .set({
          status: to,
          updated_at: nowIso(),
          ...(outcome.details ? { details: JSON.stringify(outcome.details) } : {}),
          ...(outcome.refusalReason ? { refusal_reason: outcome.refusalReason } : {}),
        })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /**
     * The provider captured an authorisation (all of it or `amount`): AUTHORIZED becomes
     * COMPLETED once, whichever of the answer and the webhook comes first.
     */
    async captureIf(id: string, amount: number): Promise<boolean> {
      const at = nowIso();
      const result = await db
        .updateTable('transactions')
        .set({ status: 'COMPLETED', captured_amount: amount, captured_at: at, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'AUTHORIZED')
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** The provider released an authorisation: AUTHORIZED becomes VOIDED once. */
    async voidIf(id: string): Promise<boolean> {
      const at = nowIso();
      const result = await db
        .updateTable('transactions')
        .set({ status: 'VOIDED', voided_at: at, updated_at: at })
        .where('id', '=', id)
        .where('status', '=', 'AUTHORIZED')
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
  };
}
