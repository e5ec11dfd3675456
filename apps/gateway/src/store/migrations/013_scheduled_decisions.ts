import type { Kysely } from 'kysely';

/**
 * Decisions a bank makes a while after the shopper's (Trustly: the bank confirms the transfer
 * seconds later): one per payment, applied by the gateway itself when due.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scheduled_decisions')
    .addColumn('payment_id', 'text', (col) => col.primaryKey().references('payments.id'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('refusal_reason', 'text')
    .addColumn('details', 'text')
    .addColumn('due_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('scheduled_decisions_due')
    .on('scheduled_decisions')
    .columns(['due_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scheduled_decisions').execute();
}
