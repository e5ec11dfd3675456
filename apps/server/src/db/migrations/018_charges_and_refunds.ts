import type { Kysely } from 'kysely';

/**
 * A merchant's charges of saved assets without the consumer (off-session) and their refunds
 * (docs/decisions/0024). Their own tables: a charge belongs to no payment link, so the link's
 * one-payment state machine and its transactions stay as they are.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('charges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('consumer_reference', 'text', (c) => c.notNull())
    .addColumn('asset_id', 'text', (c) => c.notNull().references('assets.id'))
    .addColumn('asset_type', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('merchant_reference', 'text')
    .addColumn('capture_mode', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('captured_amount', 'bigint', (c) => c.notNull())
    .addColumn('refusal_reason', 'text')
    .addColumn('details', 'text')
    .addColumn('gateway_payment_id', 'text', (c) => c.unique())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // One charge per key and merchant, whatever the idempotency store says (a second guard).
    .addUniqueConstraint('charges_idempotency_unique', ['merchant_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('charges_consumer_idx')
    .on('charges')
    .columns(['merchant_id', 'consumer_reference', 'created_at'])
    .execute();

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('charge_id', 'text', (c) => c.notNull().references('charges.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('gateway_refund_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refunds_charge_idx').on('refunds').column('charge_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('refunds').execute();
  await db.schema.dropTable('charges').execute();
}
