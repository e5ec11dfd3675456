import type { Kysely } from 'kysely';
import { sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // A provider must never hold two payments for one reference.
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('return_url', 'text')
    .addColumn('locale', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('webhook_outbox')
    .addColumn('seq', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('id', 'text', (col) => col.notNull().unique())
    .addColumn('payment_id', 'text', (col) => col.notNull().references('payments.id'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  // The delivery loop looks for pending rows; delivered and abandoned ones drop out.
  await db.schema
    .createIndex('webhook_outbox_pending')
    .on('webhook_outbox')
    .columns(['next_attempt_at'])
    .where(sql.ref('next_attempt_at'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('webhook_outbox_payment')
    .on('webhook_outbox')
    .columns(['payment_id', 'seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_outbox').execute();
  await db.schema.dropTable('payments').execute();
}
