import type { Kysely } from 'kysely';

// Written with the schema builder only, so the same migration runs on SQLite and PostgreSQL.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('merchants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('paypal_merchant_id', 'text')
    .addColumn('creditor_name', 'text')
    .addColumn('creditor_id', 'text')
    .addColumn('creditor_address', 'text')
    .addColumn('theme', 'text', (c) => c.notNull())
    .addColumn('frame_ancestors', 'text', (c) => c.notNull())
    .addColumn('webhook_url', 'text')
    .addColumn('webhook_secret', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('key_prefix', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();

  await db.schema
    .createTable('payment_links')
    .addColumn('uuid', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('locale', 'text')
    .addColumn('return_url', 'text')
    .addColumn('back_to_shop_url', 'text')
    .addColumn('terms_and_conditions_url', 'text')
    .addColumn('payment_methods', 'text', (c) => c.notNull())
    .addColumn('merchant_reference', 'text')
    .addColumn('description', 'text')
    .addColumn('skip_landing_page', 'integer', (c) => c.notNull())
    .addColumn('expiration_date', 'text')
    .addColumn('consumer_reference', 'text')
    .addColumn('is_subscription', 'integer', (c) => c.notNull())
    .addColumn('return_url_timer', 'integer', (c) => c.notNull())
    .addColumn('show_assets_if_skip_landing_page_is_true', 'integer', (c) => c.notNull())
    .addColumn('require_consent', 'integer', (c) => c.notNull())
    .addColumn('payment_settings', 'text', (c) => c.notNull())
    .addColumn('shopper_information', 'text')
    .addColumn('new_kcp_hpp_route', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('date_created', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_links_merchant_idx')
    .on('payment_links')
    .columns(['merchant_id', 'date_created'])
    .execute();

  await db.schema
    .createTable('assets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('consumer_reference', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema
    .createIndex('assets_owner_idx')
    .on('assets')
    .columns(['merchant_id', 'consumer_reference'])
    .execute();

  await db.schema
    .createTable('transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('link_uuid', 'text', (c) => c.notNull().references('payment_links.uuid'))
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('gateway_payment_id', 'text', (c) => c.unique())
    .addColumn('asset_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('transactions_link_idx')
    .on('transactions')
    .column('link_uuid')
    .execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('link_uuid', 'text')
    .addColumn('source', 'text')
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('events_link_idx')
    .on('events')
    .columns(['link_uuid', 'kind'])
    .execute();

  await db.schema
    .createTable('gateway_webhooks')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('gateway_payment_id', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['scope', 'idempotency_key'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'idempotency_keys',
    'gateway_webhooks',
    'events',
    'transactions',
    'assets',
    'payment_links',
    'api_keys',
    'merchants',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
