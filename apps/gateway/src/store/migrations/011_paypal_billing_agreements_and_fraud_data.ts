import type { Kysely } from 'kysely';

/**
 * PayPal: the billing agreements payers approved (charged later without the payer), and the
 * device facts the fraud-data script reported under each correlation id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('paypal_billing_agreements')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('payer_id', 'text', (col) => col.notNull())
    .addColumn('payer_email', 'text', (col) => col.notNull())
    .addColumn('payment_id', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('cancelled_at', 'text')
    .execute();
  await db.schema
    .createTable('paypal_fraud_data')
    .addColumn('correlation_id', 'text', (col) => col.primaryKey())
    .addColumn('merchant_id', 'text', (col) => col.notNull())
    .addColumn('device', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('paypal_fraud_data').execute();
  await db.schema.dropTable('paypal_billing_agreements').execute();
}
