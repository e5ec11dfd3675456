import type { Selectable } from 'kysely';
import type { AssetType } from '@paypage/contract/assets';
import type {
  CaptureMode,
  Charge,
  ChargeStatus,
  Refund,
  RefundStatus,
} from '@paypage/contract/merchantCharges';
import type { MethodDetails } from '@paypage/contract/methodDetails';
import type { Currency } from '@paypage/contract/money';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { Db } from '../db/database';
import { keysetPage, type PageAfter } from '../db/keysetPage';
import type { ChargesTable, RefundsTable } from '../db/schema';
import { nowIso } from '../ids';

/** A charge as the service keeps it: the merchant's view without its refunds' total. */
export interface StoredCharge extends Omit<Charge, 'refundedAmount'> {
  merchantId: string;
  idempotencyKey: string;
  /** When a capture or void was asked of the provider whose word has not arrived yet. */
  changeAskedAt?: string | null;
}

function toCharge(row: Selectable<ChargesTable>): StoredCharge {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    consumerReference: row.consumer_reference,
    assetId: row.asset_id,
    assetType: row.asset_type as AssetType,
    paymentMethod: row.payment_method as PaymentMethod,
    amount: Number(row.amount),
    currency: row.currency as Currency,
    description: row.description,
    merchantReference: row.merchant_reference,
    capture: row.capture_mode as CaptureMode,
    status: row.status as ChargeStatus,
    capturedAmount: Number(row.captured_amount),
    refusalReason: row.refusal_reason,
    details: row.details === null ? null : (JSON.parse(row.details) as MethodDetails),
    gatewayPaymentId: row.gateway_payment_id,
    idempotencyKey: row.idempotency_key,
    changeAskedAt: row.change_asked_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toRefund(row: Selectable<RefundsTable>): Refund & { gatewayRefundId: string | null } {
  return {
    id: row.id,
    chargeId: row.charge_id,
    amount: Number(row.amount),
    currency: row.currency as Currency,
    status: row.status as RefundStatus,
    reason: row.reason,
    gatewayRefundId: row.gateway_refund_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export interface ChargeOutcome {
  status: ChargeStatus;
  capturedAmount: number;
  details?: MethodDetails | undefined;
  refusalReason?: string | undefined;
}

export function chargesRepository(db: Db) {
  return {
    /** False when the merchant already has a charge with this idempotency key. */
    async insert(charge: StoredCharge): Promise<boolean> {
      const result = await db
        .insertInto('charges')
        .values({
          id: charge.id,
          merchant_id: charge.merchantId,
          consumer_reference: charge.consumerReference,
          asset_id: charge.assetId,
          asset_type: charge.assetType,
          payment_method: charge.paymentMethod,
          amount: charge.amount,
          currency: charge.currency,
          description: charge.description,
          merchant_reference: charge.merchantReference,
          capture_mode: charge.capture,
          status: charge.status,
          captured_amount: charge.capturedAmount,
          refusal_reason: charge.refusalReason,
          details: charge.details === null ? null : JSON.stringify(charge.details),
          gateway_payment_id: charge.gatewayPaymentId,
          idempotency_key: charge.idempotencyKey,
          created_at: charge.createdAt,
          updated_at: charge.updatedAt,
        })
        .onConflict((conflict) => conflict.columns(['merchant_id', 'idempotency_key']).doNothing())
        .executeTakeFirst();
      return result.numInsertedOrUpdatedRows === 1n;
    },

    async findById(id: string): Promise<StoredCharge | undefined> {
      const row = await db
        .selectFrom('charges')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toCharge(row);
    },

    async findByIdempotencyKey(merchantId: string, key: string): Promise<StoredCharge | undefined> {
      const row = await db
        .selectFrom('charges')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      return row && toCharge(row);
    },

    async findByGatewayPaymentId(gatewayPaymentId: string): Promise<StoredCharge | undefined> {
      const row = await db
        .selectFrom('charges')
        .selectAll()
        .where('gateway_payment_id', '=', gatewayPaymentId)
        .executeTakeFirst();
      return row && toCharge(row);
    },

    async setGatewayPaymentId(id: string, gatewayPaymentId: string): Promise<void> {
      await db
        .updateTable('charges')
        .set({ gateway_payment_id: gatewayPaymentId, updated_at: nowIso() })
        .where('id', '=', id)
        .where('gateway_payment_id', 'is', null)
        .execute();
    },

    /**
     * Conditional on the status it was read in: of two racing updates, one wins. A move is the
     * provider's word, so a capture or void asked of it has its answer.
     */
    async moveIf(id: string, from: ChargeStatus, outcome: ChargeOutcome): Promise<boolean> {
      const result = await db
        .updateTable('charges')
        .set({
          status: outcome.status,
          captured_amount: outcome.capturedAmount,
          updated_at: nowIso(),
          ...(outcome.status !== from ? { change_asked_at: null } : {}),
          ...(outcome.details ? { details: JSON.stringify(outcome.details) } : {}),
          ...(outcome.refusalReason ? { refusal_reason: outcome.refusalReason } : {}),
        })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** Before a capture or void is sent: should its answer be lost, the reconciler asks. */
    async markChangeAsked(id: string): Promise<void> {
      await db
        .updateTable('charges')
        .set({ change_asked_at: nowIso() })
        .where('id', '=', id)
        .execute();
    },

    /** The provider still holds the charge as it was: nothing it was asked happened. */
    async clearChangeAsked(id: string, askedAt: string): Promise<void> {
      await db
        .updateTable('charges')
        .set({ change_asked_at: null })
        .where('id', '=', id)
        .where('change_asked_at', '=', askedAt)
        .execute();
    },

    /**
     * Charges whose provider outcome is still open (PENDING) and untouched since `before`, oldest
     * first, a page at a time after `after`: reconciliation reads them all, however many wait.
     */
    async listPendingSince(before: string, limit: number, after?: PageAfter) {
      const query = db
        .selectFrom('charges')
        .selectAll()
        .where('status', '=', 'PENDING')
        .where('updated_at', '<=', before);
      const rows = await keysetPage(query, { at: 'updated_at', id: 'id' }, after, limit).execute();
      return rows.map(toCharge);
    },

    /** Charges with a capture or void asked before `before` and no answer, a page at a time. */
    async listChangesAskedBefore(before: string, limit: number, after?: PageAfter) {
      const query = db
        .selectFrom('charges')
        .selectAll()
        .where('change_asked_at', 'is not', null)
        .where('change_asked_at', '<=', before);
      const rows = await keysetPage(
        query,
        { at: 'change_asked_at', id: 'id' },
        after,
        limit,
      ).execute();
      return rows.map(toCharge);
    },

    /** Refunds still on their way back (PENDING) and untouched since `before`, a page at a time. */
    async listPendingRefundsSince(before: string, limit: number, after?: PageAfter) {
      const query = db
        .selectFrom('refunds')
        .selectAll()
        .where('status', '=', 'PENDING')
        .where('updated_at', '<=', before);
      const rows = await keysetPage(query, { at: 'updated_at', id: 'id' }, after, limit).execute();
      return rows.map(toRefund);
    },

    async insertRefund(refund: Refund): Promise<void> {
      await db
        .insertInto('refunds')
        .values({
          id: refund.id,
          charge_id: refund.chargeId,
          amount: refund.amount,
          currency: refund.currency,
          status: refund.status,
          reason: refund.reason,
          gateway_refund_id: null,
          created_at: refund.createdAt,
          updated_at: refund.updatedAt,
        })
        .execute();
    },

    /** A refund the provider never made (it refused the request) leaves no trace. */
    async deleteRefund(id: string): Promise<void> {
      await db
        .deleteFrom('refunds')
        .where('id', '=', id)
        .where('gateway_refund_id', 'is', null)
        .execute();
    },

    /** The provider's word on a refund; false when it was already so. */
    async updateRefund(
      id: string,
      gatewayRefundId: string,
      status: RefundStatus,
    ): Promise<boolean> {
      const result = await db
        .updateTable('refunds')
        .set({ gateway_refund_id: gatewayRefundId, status, updated_at: nowIso() })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('status', '!=', status), eb('gateway_refund_id', 'is', null)]))
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    async listRefunds(chargeId: string) {
      const rows = await db
        .selectFrom('refunds')
        .selectAll()
        .where('charge_id', '=', chargeId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toRefund);
    },
  };
}
