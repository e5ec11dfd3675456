import type { Kysely } from 'kysely';

/** Every method beside the card: what it tells about a payment (MethodDetails, as JSON). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('details', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('details').execute();
}
