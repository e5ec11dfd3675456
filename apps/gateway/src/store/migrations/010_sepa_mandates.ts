import type { Kysely } from 'kysely';

/**
 * SEPA Direct Debit: the mandates shoppers give (the only place that keeps a full IBAN) and the
 * debits collected with them, each with the outcome the sandbox will play and when.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sepa_mandates')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // The service's id of the mandate: asking again with it answers the same mandate.
    .addColumn('reference', 'text', (col) => col.notNull().unique())
    .addColumn('mandate_reference', 'text', (col) => col.notNull())
    .addColumn('creditor_id', 'text', (col) => col.notNull())
    .addColumn('creditor_name', 'text', (col) => col.notNull())
    .addColumn('creditor_address', 'text')
    .addColumn('account_holder', 'text', (col) => col.notNull())
    .addColumn('iban', 'text', (col) => col.notNull())
    .addColumn('scheme', 'text', (col) => col.notNull())
    .addColumn('sequence', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('signed_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // SEPA rulebooks: a mandate reference is unique for its creditor.
  await db.schema
    .createIndex('sepa_mandates_creditor_reference')
    .on('sepa_mandates')
    .columns(['creditor_id', 'mandate_reference'])
    .unique()
    .execute();

  await db.schema
    .createTable('sepa_debits')
    // The payment's id; no foreign key, since the debit is recorded while its payment starts.
    .addColumn('payment_id', 'text', (col) => col.primaryKey())
    .addColumn('mandate_id', 'text', (col) => col.notNull().references('sepa_mandates.id'))
    .addColumn('sequence_type', 'text', (col) => col.notNull())
    .addColumn('due_date', 'text', (col) => col.notNull())
    // When the sandbox decides it; NULL while it waits for the settle or return call.
    .addColumn('clears_at', 'text')
    .addColumn('planned_status', 'text', (col) => col.notNull())
    .addColumn('planned_reason', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('sepa_debits_mandate')
    .on('sepa_debits')
    .columns(['mandate_id'])
    .execute();
  await db.schema
    .createIndex('sepa_debits_clears_at')
    .on('sepa_debits')
    .columns(['clears_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sepa_debits').execute();
  await db.schema.dropTable('sepa_mandates').execute();
}
