import type { Kysely } from 'kysely';

/**
 * A payment that waits for the payer (a UPI collect request, a QR code, a bank's page) ends at
 * a moment its method sets: after it, the gateway refuses it as EXPIRED (payments/expiry.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('expires_at', 'text').execute();
  await db.schema
    .createIndex('payments_open_by_expiry')
    .on('payments')
    .columns(['status', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_open_by_expiry').execute();
  await db.schema.alterTable('payments').dropColumn('expires_at').execute();
}
