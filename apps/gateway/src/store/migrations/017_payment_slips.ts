import type { Kysely } from 'kysely';

/**
 * Payment slips (decision record 0023): the virtual IBAN each slip is paid into (the only place
 * a full IBAN of a slip is kept) and its structured creditor reference, both unique, so that an
 * incoming transfer names exactly one slip; its due date, for the sweep that refuses it after.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_slips')
    .addColumn('payment_id', 'text', (col) => col.primaryKey())
    .addColumn('iban', 'text', (col) => col.notNull().unique())
    .addColumn('creditor_reference', 'text', (col) => col.notNull().unique())
    .addColumn('due_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('payment_slips_due_at')
    .on('payment_slips')
    .column('due_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payment_slips').execute();
}
