import type { Kysely } from 'kysely';

/**
 * Issue 22: the payment methods a merchant may offer, set by the operator, as a JSON array of
 * the contract's names. Null (every existing merchant) offers all of them, as before.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('merchants').addColumn('offered_methods', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('merchants').dropColumn('offered_methods').execute();
}
