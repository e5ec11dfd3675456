import type { Kysely } from 'kysely';

// Issue 13: merchant settings and their audit, operator keys, webhook claims and attempts, shared
// rate limits, CSP reports and page-integrity alerts. Schema builder only (SQLite and PostgreSQL).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('merchants').addColumn('default_locale', 'text').execute();
  await db.schema.alterTable('merchants').addColumn('return_url_timer', 'integer').execute();
  await db.schema.alterTable('api_keys').addColumn('label', 'text').execute();
  await db.schema.alterTable('merchant_webhooks').addColumn('claimed_until', 'text').execute();

  await db.schema
    .createTable('operator_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('key_prefix', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();

  await db.schema
    .createTable('merchant_setting_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('old_value', 'text')
    .addColumn('new_value', 'text')
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('merchant_setting_changes_merchant_idx')
    .on('merchant_setting_changes')
    .columns(['merchant_id', 'changed_at'])
    .execute();

  await db.schema
    .createTable('merchant_webhook_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('webhook_id', 'text', (c) => c.notNull().references('merchant_webhooks.id'))
    .addColumn('attempted_at', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('merchant_webhook_attempts_webhook_idx')
    .on('merchant_webhook_attempts')
    .column('webhook_id')
    .execute();

  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_hits_pk', ['bucket', 'window_start'])
    .execute();

  await db.schema
    .createTable('csp_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('document_uri', 'text')
    .addColumn('blocked_uri', 'text')
    .addColumn('directive', 'text')
    .addColumn('source_file', 'text')
    .addColumn('line_number', 'integer')
    .addColumn('disposition', 'text')
    .addColumn('report', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('csp_reports_received_idx')
    .on('csp_reports')
    .column('received_at')
    .execute();

  await db.schema
    .createTable('security_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('detected_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('page_integrity_baselines')
    .addColumn('target', 'text', (c) => c.primaryKey())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .execute();

  // Reconciliation looks for payments left open and links left in payment.
  await db.schema
    .createIndex('transactions_status_idx')
    .on('transactions')
    .columns(['status', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('payment_links_status_idx')
    .on('payment_links')
    .columns(['status', 'updated_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payment_links_status_idx').execute();
  await db.schema.dropIndex('transactions_status_idx').execute();
  for (const table of [
    'page_integrity_baselines',
    'security_alerts',
    'csp_reports',
    'rate_limit_hits',
    'merchant_webhook_attempts',
    'merchant_setting_changes',
    'operator_keys',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
