import type { Db } from '../db/database';
import { nowIso } from '../ids';

export interface DueWebhook {
  id: string;
  merchantId: string;
  body: string;
  attempts: number;
}

export function merchantWebhooksRepository(db: Db) {
  return {
    async enqueue(id: string, merchantId: string, type: string, body: string): Promise<void> {
      const now = nowIso();
      await db
        .insertInto('merchant_webhooks')
        .values({
          id,
          merchant_id: merchantId,
          type,
          body,
          attempts: 0,
          next_attempt_at: now,
          delivered_at: null,
          failed_at: null,
          last_error: null,
          created_at: now,
        })
        .execute();
    },

    /** Oldest first, so that one merchant's events arrive in the order they happened. */
    async listDue(now: Date, limit: number): Promise<DueWebhook[]> {
      const rows = await db
        .selectFrom('merchant_webhooks')
        .select(['id', 'merchant_id', 'body', 'attempts'])
        .where('delivered_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('next_attempt_at', '<=', now.toISOString())
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        merchantId: row.merchant_id,
        body: row.body,
        attempts: row.attempts,
      }));
    },

    async markDelivered(id: string): Promise<void> {
      await db
        .updateTable('merchant_webhooks')
        .set({ delivered_at: nowIso() })
        .where('id', '=', id)
        .execute();
    },

    async markFailedAttempt(
      id: string,
      attempts: number,
      nextAttemptAt: Date | null,
      error: string,
    ): Promise<void> {
      await db
        .updateTable('merchant_webhooks')
        .set({
          attempts,
          last_error: error.slice(0, 500),
          ...(nextAttemptAt
            ? { next_attempt_at: nextAttemptAt.toISOString() }
            : { failed_at: nowIso() }),
        })
        .where('id', '=', id)
        .execute();
    },

    async listForMerchant(merchantId: string) {
      return db
        .selectFrom('merchant_webhooks')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },
  };
}

export type MerchantWebhooksRepository = ReturnType<typeof merchantWebhooksRepository>;
