import type { Kysely } from 'kysely';

/**
 * Issue 22: capture, void and refunds of a link's payment (decision record 0039), as charges
 * have them (0024). On the transaction: what was taken and given back, kept as running totals so
 * that a refund reserves its amount with one conditional update (racing refunds never exceed what
 * was taken), and when a capture or void happened, for the link's timeline. The refunds have their
 * own table beside the charges' (a charge's refund names a charge, these a transaction).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('transactions')
    // Null: the whole amount once COMPLETED (links capture at once); set by a capture.
    .addColumn('captured_amount', 'bigint')
    .execute();
  await db.schema
    .alterTable('transactions')
    .addColumn('refunded_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('transactions').addColumn('captured_at', 'text').execute();
  await db.schema.alterTable('transactions').addColumn('voided_at', 'text').execute();

  await db.schema
    .createTable('link_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('transaction_id', 'text', (c) => c.notNull().references('transactions.id'))
    .addColumn('link_uuid', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('gateway_refund_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('link_refunds_transaction_idx')
    .on('link_refunds')
    .column('transaction_id')
    .execute();
  await db.schema
    .createIndex('link_refunds_link_idx')
    .on('link_refunds')
    .columns(['link_uuid', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('link_refunds').execute();
  for (const column of ['voided_at', 'captured_at', 'refunded_amount', 'captured_amount']) {
    await db.schema.alterTable('transactions').dropColumn(column).execute();
  }
}
