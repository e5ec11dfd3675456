import { sql, type Kysely } from 'kysely';

/**
 * What happens to a payment after its outcome (docs/decisions/0024): what was captured of an
 * authorisation, the total refunded, and each refund (idempotent by the service's reference).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('captured_amount', 'integer').execute();
  await db.schema
    .alterTable('payments')
    .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(sql`0`))
    .execute();
  await db.schema
    .createTable('payment_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id'))
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('payment_refunds_reference_unique', ['payment_id', 'reference'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_refunds').execute();
  await db.schema.alterTable('payments').dropColumn('refunded_amount').execute();
  await db.schema.alterTable('payments').dropColumn('captured_amount').execute();
}
