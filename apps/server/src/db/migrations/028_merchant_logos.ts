import type { Kysely } from 'kysely';

/**
 * Issue 24: the merchant's logo in the page's header. A table of its own rather than columns on
 * merchants: the image (up to 100 KB, as base64 text so SQLite and PostgreSQL store it alike) is
 * read only when a browser fetches it, never with every read of the merchant. One logo per
 * merchant; looked up by its content hash, the address it is served at.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('merchant_logos')
    .addColumn('merchant_id', 'text', (column) =>
      column.primaryKey().references('merchants.id').onDelete('cascade'),
    )
    .addColumn('content_hash', 'text', (column) => column.notNull())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('image_base64', 'text', (column) => column.notNull())
    .addColumn('uploaded_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('merchant_logos_hash_idx')
    .on('merchant_logos')
    .column('content_hash')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('merchant_logos').execute();
}
