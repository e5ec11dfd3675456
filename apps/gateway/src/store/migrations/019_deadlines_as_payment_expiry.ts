import { sql, type Kysely } from 'kysely';

/**
 * One way for a payment to run out: KCP's window and a virtual account's deadline were kept in
 * payment_deadlines with a sweep of their own, beside payments.expires_at and its sweep for the
 * other waiting methods (015). Each deadline becomes its payment's expires_at, and the table
 * goes; payments/expiry.ts refuses them all.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE payments
    SET expires_at = (
      SELECT payment_deadlines.expires_at FROM payment_deadlines
      WHERE payment_deadlines.payment_id = payments.id
    )
    WHERE id IN (SELECT payment_id FROM payment_deadlines)
  `.execute(db);
  await db.schema.dropIndex('payment_deadlines_expires_at').execute();
  await db.schema.dropTable('payment_deadlines').execute();
}

/** Back to 014's table, holding the deadlines of the methods that used it. */
export async function down(db: Kysely<unknown>): Promise<void> {
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
  await db.schema
    .createIndex('payment_deadlines_expires_at')
    .on('payment_deadlines')
    .columns(['expires_at'])
    .execute();
  await sql`
    INSERT INTO payment_deadlines (payment_id, expires_at)
    SELECT id, expires_at FROM payments
    WHERE expires_at IS NOT NULL
      AND (method = 'KCP' OR id IN (SELECT payment_id FROM virtual_accounts))
  `.execute(db);
}
