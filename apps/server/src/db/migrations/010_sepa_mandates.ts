import type { Kysely } from 'kysely';

/**
 * SEPA mandates given on the payment page: the evidence of each e-mandate (which link, which
 * scheme, when the shopper accepted its text) and what pays with it (the gateway's mandate id).
 * Never the full IBAN: that stays on the gateway (docs/decisions/0016).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sepa_mandates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_id', 'text', (c) => c.notNull().references('merchants.id'))
    .addColumn('link_uuid', 'text', (c) => c.notNull().references('payment_links.uuid'))
    .addColumn('consumer_reference', 'text')
    .addColumn('asset_id', 'text')
    .addColumn('gateway_mandate_id', 'text', (c) => c.notNull())
    .addColumn('mandate_reference', 'text', (c) => c.notNull())
    .addColumn('scheme', 'text', (c) => c.notNull())
    .addColumn('sequence', 'text', (c) => c.notNull())
    .addColumn('account_holder', 'text', (c) => c.notNull())
    .addColumn('iban_masked', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sepa_mandates_link_idx')
    .on('sepa_mandates')
    .column('link_uuid')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sepa_mandates').execute();
}
