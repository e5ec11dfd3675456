import type { Kysely } from 'kysely';

/**
 * Every method beside the card: what the provider tells about a payment (a mandate reference, a
 * QR payload, an account to pay into) and why a refused one was refused, kept so that a page
 * reloaded while it waits, and the merchant, read the same facts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('transactions').addColumn('details', 'text').execute();
  await db.schema.alterTable('transactions').addColumn('refusal_reason', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('transactions').dropColumn('refusal_reason').execute();
  await db.schema.alterTable('transactions').dropColumn('details').execute();
}
