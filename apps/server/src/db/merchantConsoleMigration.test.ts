import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { merchantsRepository } from '../merchants/merchantsRepository';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';
import { down, up } from './migrations/033_merchant_console_lists';

describe('migration 033', () => {
  it('names the link of every webhook sent before it, and undoes cleanly', async () => {
    const db = openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'paypage-033-')) });
    await migrateToLatest(db);
    const merchant = await merchantsRepository(db).create({
      name: 'Shop',
      paypalMerchantId: null,
      creditor: null,
      theme: {},
      frameAncestors: [],
      webhookUrl: null,
      webhookSecret: null,
    });
    await down(db);
    const row = (id: string, data: object) => ({
      id,
      merchant_id: merchant.id,
      type: 'payment_link.consumed',
      body: JSON.stringify({ id, data }),
      attempts: 0,
      next_attempt_at: '2026-01-01T00:00:00.000Z',
      created_at: '2026-01-01T00:00:00.000Z',
    });
    const linkUuid = '6f0c0000-0000-4000-8000-000000000001';
    await db
      .insertInto('merchant_webhooks')
      .values([row('evt_link', { paymentLinkUuid: linkUuid }), row('evt_test', {})] as never)
      .execute();
    await up(db);
    const rows = await db
      .selectFrom('merchant_webhooks')
      .select(['id', 'link_uuid'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'evt_link', link_uuid: linkUuid },
      { id: 'evt_test', link_uuid: null },
    ]);
    await db.destroy();
  });
});
