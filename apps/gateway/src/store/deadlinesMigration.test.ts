import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openGatewayDatabase, type GatewayDb } from './database';
import { MIGRATIONS, migrateToLatest } from './migrate';
import { expireOverduePayments } from '../payments/expiry';

const opened: GatewayDb[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
});

/** A store as migration 018 left it, with one KCP payment whose window is kept in payment_deadlines. */
async function storeBeforeTheMerge(): Promise<GatewayDb> {
  const db = openGatewayDatabase(mkdtempSync(join(tmpdir(), 'gateway-migration-')));
  opened.push(db);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error } = await migrator.migrateTo('018_captures_voids_and_refunds');
  if (error) throw error;
  const now = new Date().toISOString();
  for (const [id, method] of [
    ['pay_kcp_window', 'KCP'],
    ['pay_card_none', 'CARD'],
  ] as const) {
    await sql`
      INSERT INTO payments (id, reference, status, method, amount, currency, created_at, updated_at)
      VALUES (${id}, ${`ref-${id}`}, 'PENDING', ${method}, 15000, 'KRW', ${now}, ${now})
    `.execute(db);
  }
  await sql`
    INSERT INTO payment_deadlines (payment_id, expires_at)
    VALUES ('pay_kcp_window', '2026-01-01T10:15:00.000Z')
  `.execute(db);
  return db;
}

describe('migration 019: deadlines become the payments’ expiry', () => {
  it('moves each deadline onto its payment, drops the table, and the one sweep refuses it', async () => {
    const db = await storeBeforeTheMerge();
    await migrateToLatest(db);
    const rows = await db
      .selectFrom('payments')
      .select(['id', 'expires_at'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'pay_card_none', expires_at: null },
      { id: 'pay_kcp_window', expires_at: '2026-01-01T10:15:00.000Z' },
    ]);
    const tables = await sql<{ name: string }>`
      SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'payment_deadlines'
    `.execute(db);
    expect(tables.rows).toEqual([]);
    expect(await expireOverduePayments(db, new Date('2026-01-01T10:14:59.999Z'))).toBe(0);
    expect(await expireOverduePayments(db, new Date('2026-01-01T10:15:00.000Z'))).toBe(1);
    const kcp = await db
      .selectFrom('payments')
      .select(['status', 'refusal_reason'])
      .where('id', '=', 'pay_kcp_window')
      .executeTakeFirstOrThrow();
    expect(kcp).toEqual({ status: 'REFUSED', refusal_reason: 'EXPIRED' });
  });

  it('puts the deadlines back into their own table when migrated down', async () => {
    const db = await storeBeforeTheMerge();
    await migrateToLatest(db);
    const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    const { error } = await migrator.migrateTo('018_captures_voids_and_refunds');
    expect(error).toBeUndefined();
    const deadlines = await sql<{ payment_id: string; expires_at: string }>`
      SELECT payment_id, expires_at FROM payment_deadlines
    `.execute(db);
    expect(deadlines.rows).toEqual([
      { payment_id: 'pay_kcp_window', expires_at: '2026-01-01T10:15:00.000Z' },
    ]);
  });
});
