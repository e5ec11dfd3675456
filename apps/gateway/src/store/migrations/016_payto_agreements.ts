import type { Kysely } from 'kysely';

/**
 * PayTo: the agreements the sandbox asks payers' banks for. The full PayID is kept here and
 * nowhere else (payments' details hold it masked); the banking app finds a payer's open requests
 * by it, and the deadline is when an agreement nobody decided times out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payto_agreements')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // One agreement per payment; no foreign key, since it is recorded while its payment starts.
    .addColumn('payment_id', 'text', (col) => col.notNull().unique())
    .addColumn('pay_id_type', 'text', (col) => col.notNull())
    .addColumn('pay_id', 'text', (col) => col.notNull())
    .addColumn('account_name', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('payto_agreements_pay_id')
    .on('payto_agreements')
    .columns(['pay_id'])
    .execute();
  await db.schema
    .createIndex('payto_agreements_expires_at')
    .on('payto_agreements')
    .columns(['expires_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payto_agreements').execute();
}
