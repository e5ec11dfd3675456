import type { Kysely } from 'kysely';

/** The reference the console gave the preview links it made through the merchant API (0040). */
const CONSOLE_PREVIEW_REFERENCE = 'console-settings-preview';

/**
 * Issue 22: a link the service knows is the console's preview of the payment page (decision
 * 0040): never listed, counted, announced by webhook or paid. An index finds a merchant's current
 * one without reading its other links. The preview links the console made before, through the
 * merchant API, become previews too, but only those nobody ever started to pay: a link with a
 * payment is the merchant's business, whatever its reference says.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payment_links')
    .addColumn('is_preview', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('payment_links_merchant_preview_idx')
    .on('payment_links')
    .columns(['merchant_id', 'is_preview', 'date_created'])
    .execute();
  await db
    .updateTable('payment_links')
    .set({ is_preview: 1 })
    .where('merchant_reference', '=', CONSOLE_PREVIEW_REFERENCE)
    .where('amount', '=', 2500)
    .where('currency', '=', 'EUR')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('transactions')
            .select('transactions.id')
            .whereRef('transactions.link_uuid', '=', 'payment_links.uuid'),
        ),
      ),
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payment_links_merchant_preview_idx').execute();
  await db.schema.alterTable('payment_links').dropColumn('is_preview').execute();
}
