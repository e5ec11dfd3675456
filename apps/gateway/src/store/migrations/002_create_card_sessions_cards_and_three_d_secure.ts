import type { Kysely } from 'kysely';

/**
 * Card payments: hosted card form sessions, tokenised cards (brand, first six, last four,
 * expiry, holder — never the number or the CVC), the card columns of a payment, and the state
 * of each payment's 3-D Secure transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('card_sessions')
    .addColumn('token', 'text', (col) => col.primaryKey())
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('allowed_origin', 'text', (col) => col.notNull())
    .addColumn('locale', 'text')
    .addColumn('theme', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('cards')
    .addColumn('token', 'text', (col) => col.primaryKey())
    .addColumn('session_token', 'text', (col) => col.notNull().references('card_sessions.token'))
    .addColumn('brand', 'text', (col) => col.notNull())
    .addColumn('first_digits', 'text', (col) => col.notNull())
    .addColumn('last_digits', 'text', (col) => col.notNull())
    .addColumn('expiry_month', 'integer', (col) => col.notNull())
    .addColumn('expiry_year', 'integer', (col) => col.notNull())
    .addColumn('holder', 'text', (col) => col.notNull())
    .addColumn('issuing_country_code', 'text', (col) => col.notNull())
    .addColumn('authentication_status', 'text', (col) => col.notNull())
    .addColumn('test_outcome', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // Cards per session are counted to stop card testing through one form.
  await db.schema.createIndex('cards_session').on('cards').columns(['session_token']).execute();

  // SQLite adds one column per ALTER TABLE.
  await db.schema
    .alterTable('payments')
    .addColumn('card_token', 'text', (col) => col.references('cards.token'))
    .execute();
  for (const column of [
    'transaction_type',
    'allowed_origin',
    'authentication_status',
    'refusal_reason',
    'action',
  ]) {
    await db.schema.alterTable('payments').addColumn(column, 'text').execute();
  }

  await db.schema
    .createTable('three_d_secure')
    .addColumn('server_trans_id', 'text', (col) => col.primaryKey())
    .addColumn('payment_id', 'text', (col) => col.notNull().unique().references('payments.id'))
    .addColumn('acs_trans_id', 'text', (col) => col.notNull().unique())
    .addColumn('stage', 'text', (col) => col.notNull())
    .addColumn('method_collected_at', 'text')
    .addColumn('comp_ind', 'text')
    .addColumn('challenge_result', 'text')
    .addColumn('challenge_completed_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('three_d_secure').execute();
  for (const column of [
    'action',
    'refusal_reason',
    'authentication_status',
    'allowed_origin',
    'transaction_type',
    'card_token',
  ]) {
    await db.schema.alterTable('payments').dropColumn(column).execute();
  }
  await db.schema.dropTable('cards').execute();
  await db.schema.dropTable('card_sessions').execute();
}
