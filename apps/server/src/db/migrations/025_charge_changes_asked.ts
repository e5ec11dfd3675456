import type { Kysely } from 'kysely';

/**
 * Issue 25: a capture or void the service asked of the provider and has no answer to yet (the
 * provider was unreachable, or we crashed). The charge keeps its status until the provider's
 * word arrives, so without this mark nothing would ever ask again: the reconciler reads the
 * marked charges. Refunds and charges still open are found by their PENDING status, with these
 * indexes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('charges').addColumn('change_asked_at', 'text').execute();
  await db.schema
    .createIndex('charges_status_idx')
    .on('charges')
    .columns(['status', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('charges_change_asked_idx')
    .on('charges')
    .columns(['change_asked_at'])
    .execute();
  await db.schema
    .createIndex('refunds_status_idx')
    .on('refunds')
    .columns(['status', 'updated_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('refunds_status_idx').execute();
  await db.schema.dropIndex('charges_change_asked_idx').execute();
  await db.schema.dropIndex('charges_status_idx').execute();
  await db.schema.alterTable('charges').dropColumn('change_asked_at').execute();
}
