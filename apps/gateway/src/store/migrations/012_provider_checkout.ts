import type { Kysely } from 'kysely';

/**
 * The provider checkout (iDEAL, Bancontact card, Bancontact mobile): one session per payment,
 * opened by the shopper's browser with its data and client key; and the cards a hosted card form
 * accepts (every card brand, or Bancontact cards only).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('checkout_sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    // No foreign key: the session is made just before its payment, in the same transaction.
    .addColumn('payment_id', 'text', (column) => column.notNull().unique())
    .addColumn('session_data', 'text', (column) => column.notNull())
    .addColumn('client_key', 'text', (column) => column.notNull())
    // Bancontact card: the card form session the checkout frames (renewed when it expires).
    .addColumn('card_session_token', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .alterTable('card_sessions')
    .addColumn('scheme', 'text', (column) => column.notNull().defaultTo('card'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('card_sessions').dropColumn('scheme').execute();
  await db.schema.dropTable('checkout_sessions').execute();
}
