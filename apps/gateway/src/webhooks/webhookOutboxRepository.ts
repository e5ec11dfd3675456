import type { Selectable } from 'kysely';
import type { GatewayDb, WebhookOutboxTable } from '../store/database';

/** One webhook waiting in (or gone through) the outbox. */
export interface OutboxWebhook {
  id: string;
  paymentId: string;
  /** The exact JSON text that is signed and sent. */
  body: string;
  attempts: number;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  lastError: string | null;
  createdAt: string;
}

export async function enqueueWebhook(
  db: GatewayDb,
  webhook: { id: string; paymentId: string; body: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('webhook_outbox')
    .values({
      id: webhook.id,
      payment_id: webhook.paymentId,
      body: webhook.body,
      attempts: 0,
      next_attempt_at: webhook.createdAt,
      created_at: webhook.createdAt,
    })
    .execute();
}

/**
 * Webhooks due at `now`, at most one per payment: the oldest one still pending. A later
 * event of the same payment waits until the earlier one is delivered or given up, so the
 * service receives each payment's changes in order.
 */
export async function findDueWebhooks(
  db: GatewayDb,
  now: string,
  limit: number,
): Promise<OutboxWebhook[]> {
  const rows = await db
    .selectFrom('webhook_outbox as pending')
    .selectAll()
    .where('pending.next_attempt_at', 'is not', null)
    .where('pending.next_attempt_at', '<=', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('webhook_outbox as earlier')
            .select('earlier.seq')
            .whereRef('earlier.payment_id', '=', 'pending.payment_id')
            .whereRef('earlier.seq', '<', 'pending.seq')
            .where('earlier.next_attempt_at', 'is not', null),
        ),
      ),
    )
    .orderBy('pending.seq')
    .limit(limit)
    .execute();
  return rows.map(fromRow);
}

export async function markWebhookDelivered(
  db: GatewayDb,
  id: string,
  attempts: number,
  at: string,
): Promise<void> {
  await db
    .updateTable('webhook_outbox')
    .set({ attempts, delivered_at: at, next_attempt_at: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

/** `nextAttemptAt` null means the gateway has given up on this webhook. */
export async function recordFailedDelivery(
  db: GatewayDb,
  id: string,
  failure: { attempts: number; nextAttemptAt: string | null; error: string },
): Promise<void> {
  await db
    .updateTable('webhook_outbox')
    .set({
      attempts: failure.attempts,
      next_attempt_at: failure.nextAttemptAt,
      last_error: failure.error,
    })
    .where('id', '=', id)
    .execute();
}

export async function listWebhooksOfPayment(
  db: GatewayDb,
  paymentId: string,
): Promise<OutboxWebhook[]> {
  const rows = await db
    .selectFrom('webhook_outbox')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .orderBy('seq')
    .execute();
  return rows.map(fromRow);
}

function fromRow(row: Selectable<WebhookOutboxTable>): OutboxWebhook {
  return {
    id: row.id,
    paymentId: row.payment_id,
    body: row.body,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    deliveredAt: row.delivered_at,
    lastError: row.last_error,
    createdAt: row.created_at,
  };
}
