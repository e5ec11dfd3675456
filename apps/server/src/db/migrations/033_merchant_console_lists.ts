import type { Kysely } from 'kysely';

/**
 * Issue 22: the merchant's lists and timelines. Indexes for what the console searches and sorts
 * by, always within one merchant; and the link a merchant webhook is about, as a column, so a
 * link's timeline finds its webhooks without reading every body the merchant was ever sent.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  const indexes: [string, string, string[]][] = [
    ['payment_links_merchant_amount_idx', 'payment_links', ['merchant_id', 'amount', 'uuid']],
    [
      'payment_links_merchant_reference_idx',
      'payment_links',
      ['merchant_id', 'merchant_reference'],
    ],
    ['payment_links_merchant_consumer_idx', 'payment_links', ['merchant_id', 'consumer_reference']],
    // The overview's "paid today": a consumed link's updated_at is when it was paid.
    ['payment_links_merchant_status_idx', 'payment_links', ['merchant_id', 'status', 'updated_at']],
    ['transactions_merchant_created_idx', 'transactions', ['merchant_id', 'created_at']],
    ['transactions_asset_idx', 'transactions', ['asset_id']],
    ['charges_merchant_consumer_idx', 'charges', ['merchant_id', 'consumer_reference']],
  ];
  for (const [name, table, columns] of indexes) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }

  await db.schema.alterTable('merchant_webhooks').addColumn('link_uuid', 'text').execute();
  await db.schema
    .createIndex('merchant_webhooks_link_idx')
    .on('merchant_webhooks')
    .column('link_uuid')
    .execute();
  // Webhooks sent before this migration name their link only in the body.
  const sent = await db
    .selectFrom('merchant_webhooks')
    .select(['id', 'body'])
    .where('body', 'like', '%paymentLinkUuid%')
    .execute();
  for (const row of sent as { id: string; body: string }[]) {
    const linkUuid = (JSON.parse(row.body) as { data?: { paymentLinkUuid?: unknown } }).data
      ?.paymentLinkUuid;
    if (typeof linkUuid !== 'string') continue;
    await db
      .updateTable('merchant_webhooks')
      .set({ link_uuid: linkUuid })
      .where('id', '=', row.id)
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('merchant_webhooks_link_idx').execute();
  await db.schema.alterTable('merchant_webhooks').dropColumn('link_uuid').execute();
  for (const name of [
    'charges_merchant_consumer_idx',
    'transactions_asset_idx',
    'transactions_merchant_created_idx',
    'payment_links_merchant_status_idx',
    'payment_links_merchant_consumer_idx',
    'payment_links_merchant_reference_idx',
    'payment_links_merchant_amount_idx',
  ]) {
    await db.schema.dropIndex(name).execute();
  }
}
