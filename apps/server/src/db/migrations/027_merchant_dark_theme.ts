import type { Kysely } from 'kysely';

/**
 * Issue 24: a merchant's colours for shoppers whose device is set to dark, as JSON like `theme`.
 * Existing merchants get '{}': their dark colours are derived from their light ones until they
 * set some. Plain text with a default works the same on SQLite and PostgreSQL.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('merchants')
    .addColumn('dark_theme', 'text', (column) => column.notNull().defaultTo('{}'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('merchants').dropColumn('dark_theme').execute();
}
