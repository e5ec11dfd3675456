import type { Selectable } from 'kysely';
import type { WebhookDelivery } from '@paypage/contract/merchantApi';
import { locksRows, type Db } from '../db/database';
import type { MerchantWebhooksTable } from '../db/schema';
import { newId, nowIso } from '../ids';

export interface DueWebhook {
  id: string;
  merchantId: string;
  body: string;
  attempts: number;
}

function stateOf(row: Selectable<MerchantWebhooksTable>): WebhookDelivery['state'] {
  if (row.delivered_at) return 'DELIVERED';
  return row.failed_at ? 'FAILED' : 'PENDING';
}

export function merchantWebhooksRepository(db: Db) {
  async function recordAttempt(id: string, statusCode: number | null, error: string | null) {
    await db
      .insertInto('merchant_webhook_attempts')
      .values({
        id: newId('att'),
        webhook_id: id,
        attempted_at: nowIso(),
        status_code: statusCode,
        error: error?.slice(0, 500) ?? null,
      })
      .execute();
  }

  return {
    /** `linkUuid`: the payment link the event is about, so its timeline finds it. */
    async enqueue(
      id: string,
      merchantId: string,
      type: string,
      body: string,
      linkUuid: string | null = null,
    ): Promise<void> {
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
          claimed_until: null,
          created_at: now,
          link_uuid: linkUuid,
        })
        .execute();
    },

    /**
     * Claims due webhooks for this instance until `leaseMs` from now, oldest first. On
     * PostgreSQL the rows are locked while claimed (FOR UPDATE SKIP LOCKED), so two instances
     * never take the same webhook; a claim left by a crashed instance runs out and is retaken.
     */
    async claimDue(now: Date, limit: number, leaseMs: number): Promise<DueWebhook[]> {
      const nowText = now.toISOString();
      return db.transaction().execute(async (trx) => {
        let query = trx
          .selectFrom('merchant_webhooks')
          .select(['id', 'merchant_id', 'body', 'attempts'])
          .where('delivered_at', 'is', null)
          .where('failed_at', 'is', null)
          .where('next_attempt_at', '<=', nowText)
          .where((eb) =>
            eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowText)]),
          )
          .orderBy('created_at')
          .orderBy('id')
          .limit(limit);
        if (locksRows(trx)) query = query.forUpdate().skipLocked();
        const rows = await query.execute();
        if (rows.length === 0) return [];
        await trx
          .updateTable('merchant_webhooks')
          .set({ claimed_until: new Date(now.getTime() + leaseMs).toISOString() })
          .where(
            'id',
            'in',
            rows.map((row) => row.id),
          )
          .execute();
        return rows.map((row) => ({
          id: row.id,
          merchantId: row.merchant_id,
          body: row.body,
          attempts: row.attempts,
        }));
      });
    },

    async markDelivered(id: string, attempts: number, statusCode: number): Promise<void> {
      await recordAttempt(id, statusCode, null);
      await db
        .updateTable('merchant_webhooks')
        .set({ delivered_at: nowIso(), attempts, claimed_until: null, last_error: null })
        .where('id', '=', id)
        .execute();
    },

    async markFailedAttempt(
      id: string,
      attempts: number,
      nextAttemptAt: Date | null,
      error: string,
      statusCode: number | null = null,
    ): Promise<void> {
      await recordAttempt(id, statusCode, error);
      await db
        .updateTable('merchant_webhooks')
        .set({
          attempts,
          last_error: error.slice(0, 500),
          claimed_until: null,
          ...(nextAttemptAt
            ? { next_attempt_at: nextAttemptAt.toISOString() }
            : { failed_at: nowIso() }),
        })
        .where('id', '=', id)
        .execute();
    },

    /** Sends an event again, whatever became of it: a fresh round of attempts from now. */
    async requeue(merchantId: string, id: string): Promise<boolean> {
      const result = await db
        .updateTable('merchant_webhooks')
        .set({
          delivered_at: null,
          failed_at: null,
          attempts: 0,
          next_attempt_at: nowIso(),
          claimed_until: null,
        })
        .where('id', '=', id)
        .where('merchant_id', '=', merchantId)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
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

    /** Newest first, with each event's attempts, for the merchant API. */
    async listDeliveries(
      merchantId: string,
      options: { limit: number; state?: WebhookDelivery['state'] | undefined },
    ): Promise<WebhookDelivery[]> {
      let query = db
        .selectFrom('merchant_webhooks')
        .selectAll()
        .where('merchant_id', '=', merchantId);
      if (options.state === 'DELIVERED') query = query.where('delivered_at', 'is not', null);
      if (options.state === 'FAILED') query = query.where('failed_at', 'is not', null);
      if (options.state === 'PENDING')
        query = query.where('delivered_at', 'is', null).where('failed_at', 'is', null);
      const rows = await query
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(options.limit)
        .execute();
      const attempts =
        rows.length === 0
          ? []
          : await db
              .selectFrom('merchant_webhook_attempts')
              .selectAll()
              .where(
                'webhook_id',
                'in',
                rows.map((row) => row.id),
              )
              .orderBy('attempted_at')
              .orderBy('id')
              .execute();
      return rows.map((row) => ({
        id: row.id,
        type: row.type as WebhookDelivery['type'],
        state: stateOf(row),
        attempts: row.attempts,
        nextAttemptAt: stateOf(row) === 'PENDING' ? row.next_attempt_at : null,
        deliveredAt: row.delivered_at,
        lastError: row.last_error,
        createdAt: row.created_at,
        body: JSON.parse(row.body),
        history: attempts
          .filter((attempt) => attempt.webhook_id === row.id)
          .map((attempt) => ({
            attemptedAt: attempt.attempted_at,
            statusCode: attempt.status_code,
            error: attempt.error,
          })),
      }));
    },
  };
}
