import SqliteFile from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keysetPage, type PageAfter } from './keysetPage';

interface Tables {
  payments: { id: string; status: string; updated_at: string };
}

let file: SqliteFile.Database;
let db: Kysely<Tables>;

beforeEach(() => {
  file = new SqliteFile(':memory:');
  // Three payments touched in the same millisecond: only the id tells them apart.
  file.exec(`
    create table payments (id text primary key, status text not null, updated_at text not null);
    insert into payments values
      ('p4', 'PENDING', '2026-01-01T10:00:00.000Z'),
      ('p2', 'PENDING', '2026-01-01T10:00:01.000Z'),
      ('p1', 'PENDING', '2026-01-01T10:00:01.000Z'),
      ('p3', 'PENDING', '2026-01-01T10:00:01.000Z'),
      ('p5', 'SUCCESS', '2026-01-01T10:00:02.000Z'),
      ('p6', 'PENDING', '2026-01-01T10:00:03.000Z');
  `);
  db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: file }) });
});

afterEach(async () => {
  await db.destroy();
});

const pending = () => db.selectFrom('payments').selectAll().where('status', '=', 'PENDING');
const order = { at: 'updated_at', id: 'id' } as const;

describe('a list read a page at a time after the last row read', () => {
  it('reads every row once, in (timestamp, id) order, ties included', async () => {
    const seen: string[] = [];
    let after: PageAfter | undefined;
    for (let page = await keysetPage(pending(), order, after, 2).execute(); page.length > 0;) {
      seen.push(...page.map((row) => row.id));
      const last = page.at(-1);
      after = last && { at: last.updated_at, id: last.id };
      page = await keysetPage(pending(), order, after, 2).execute();
    }
    expect(seen).toEqual(['p4', 'p1', 'p2', 'p3', 'p6']);
  });

  it('keeps its place when a row already read is changed before the next page', async () => {
    const first = await keysetPage(pending(), order, undefined, 2).execute();
    expect(first.map((row) => row.id)).toEqual(['p4', 'p1']);
    // Settled by the reader: no longer pending, so a position (OFFSET 2) would now skip p2.
    await db.updateTable('payments').set({ status: 'SUCCESS' }).where('id', '=', 'p4').execute();
    const place = { at: '2026-01-01T10:00:01.000Z', id: 'p1' };
    const next = await keysetPage(pending(), order, place, 2).execute();
    expect(next.map((row) => row.id)).toEqual(['p2', 'p3']);
  });

  it('adds the place to the query as one condition, then the order and the limit', () => {
    const after = { at: '2026-01-01T10:00:01.000Z', id: 'p1' };
    const compiled = keysetPage(pending(), order, after, 2).compile();
    expect(compiled.sql).toBe(
      'select * from "payments" where "status" = ? and ("updated_at" > ? or ("updated_at" = ? and "id" > ?)) order by "updated_at", "id" limit ?',
    );
    expect(compiled.parameters).toEqual(['PENDING', after.at, after.at, 'p1', 2]);
  });
});
