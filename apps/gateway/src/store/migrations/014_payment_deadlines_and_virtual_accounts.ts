import type { Kysely } from 'kysely';

/**
 * Payments that wait for the shopper until a deadline (KCP's payment window, a virtual account)
 * and the virtual accounts opened for payments. Both rows are written while the payment is being
 * created, before its own row in the same transaction: their keys to it are checked at commit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_deadlines')
    .addColumn('payment_id', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addForeignKeyConstraint(
      'payment_deadlines_payment',
      ['payment_id'],
      'payments',
      ['id'],
      (fk) => fk.deferrable().initiallyDeferred(),
    )
    .execute();
  // The sweep looks for deadlines that have passed.
  await db.schema
    .createIndex('payment_deadlines_expires_at')
    .on('payment_deadlines')
    .columns(['expires_at'])
    .execute();

  await db.schema
    .createTable('virtual_accounts')
    // A deposit names the account number only: it finds the payment by it.
    .addColumn('account_number', 'text', (col) => col.primaryKey())
    .addColumn('payment_id', 'text', (col) => col.notNull().unique())
    .addColumn('bank_code', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addForeignKeyConstraint('virtual_accounts_payment', ['payment_id'], 'payments', ['id'], (fk) =>
      fk.deferrable().initiallyDeferred(),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('virtual_accounts').execute();
  await db.schema.dropTable('payment_deadlines').execute();
}
