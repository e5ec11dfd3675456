import type { Kysely } from 'kysely';

/**
 * The shopper's acceptance of the terms, kept with each payment they start (issue 21): when it
 * reached the service and which terms document the page showed. Null on earlier payments, which
 * were started before the service asked for it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('transactions').addColumn('terms_accepted_at', 'text').execute();
  await db.schema.alterTable('transactions').addColumn('terms_url', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('transactions').dropColumn('terms_url').execute();
  await db.schema.alterTable('transactions').dropColumn('terms_accepted_at').execute();
}
