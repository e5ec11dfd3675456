import type { Kysely } from 'kysely';

/**
 * Issue 24: the colours the hosted card form draws on a device set to dark, as JSON like `theme`
 * (the service sends both, already derived and made readable). Sessions opened before have '{}':
 * the form's own dark colours.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('card_sessions')
    .addColumn('dark_theme', 'text', (column) => column.notNull().defaultTo('{}'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('card_sessions').dropColumn('dark_theme').execute();
}
