import SqliteFile from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preparedStatements } from './sqliteStatements';

// The store's SQLite statements build their row objects themselves from the driver's arrays
// (decision 0028): every query must see the rows exactly as the driver's own objects were.
interface Tables {
  shops: { id: string; name: string; rating: number | null };
  orders: { id: string; shop_id: string; name: string; total: number; note: Buffer | null };
}

let file: SqliteFile.Database;
let db: Kysely<Tables>;

beforeEach(() => {
  file = new SqliteFile(':memory:');
  file.exec(`
    create table shops (id text primary key, name text not null, rating real);
    create table orders (id text primary key, shop_id text not null, name text not null,
      total integer not null, note blob);
    insert into shops values ('s1', 'Demo Shop', 4.5), ('s2', 'Other Shop', null);
    insert into orders values ('o1', 's1', 'Shoes', 4990, x'cafe'), ('o2', 's1', 'Socks', 500, null);
  `);
  db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: preparedStatements(file) }) });
});

afterEach(async () => {
  await db.destroy();
});

/** The rows as better-sqlite3 builds them itself. */
function driverRows(query: string, ...parameters: unknown[]): unknown[] {
  return file.prepare(query).all(...parameters);
}

describe('rows read through the prepared statements', () => {
  it('are the objects the driver builds: each column once, in order, its value typed alike', async () => {
    const query = db
      .selectFrom('shops')
      .leftJoin('orders', 'orders.shop_id', 'shops.id')
      .select(['shops.id', 'shops.rating', 'orders.total', 'orders.note'])
      .orderBy('shops.id')
      .orderBy('orders.id');
    const compiled = query.compile();
    const rows = await query.execute();

    expect(rows).toEqual(driverRows(compiled.sql, ...compiled.parameters));
    expect(rows).toEqual([
      { id: 's1', rating: 4.5, total: 4990, note: Buffer.from([0xca, 0xfe]) },
      { id: 's1', rating: 4.5, total: 500, note: null },
      { id: 's2', rating: null, total: null, note: null },
    ]);
    expect(Object.keys(rows[0] ?? {})).toEqual(['id', 'rating', 'total', 'note']);
  });

  it("keep the later column's value where a join's select * names a column twice", async () => {
    const query = sql<
      Record<string, unknown>
    >`select * from shops join orders on orders.shop_id = shops.id where orders.id = ${'o1'}`;
    const { rows } = await query.execute(db);

    expect(rows).toEqual(driverRows(query.compile(db).sql, 'o1'));
    // shops.id and shops.name are overwritten by the orders' columns, as the driver does.
    expect(rows).toEqual([
      {
        id: 'o1',
        name: 'Shoes',
        rating: 4.5,
        shop_id: 's1',
        total: 4990,
        note: Buffer.from([0xca, 0xfe]),
      },
    ]);
  });

  it('are streamed one by one as well', async () => {
    const names: string[] = [];
    for await (const row of db.selectFrom('orders').select('name').orderBy('id').stream()) {
      names.push(row.name);
    }
    expect(names).toEqual(['Shoes', 'Socks']);
  });

  it('come back from a write that returns them, and a write that does not tells what it changed', async () => {
    const inserted = await db
      .insertInto('orders')
      .values({ id: 'o3', shop_id: 's2', name: 'Laces', total: 250, note: null })
      .returning(['id', 'total'])
      .execute();
    expect(inserted).toEqual([{ id: 'o3', total: 250 }]);

    const updated = await db
      .updateTable('orders')
      .set({ total: 300 })
      .where('shop_id', '=', 's1')
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
    expect(driverRows('select total from orders order by id')).toEqual([
      { total: 300 },
      { total: 300 },
      { total: 250 },
    ]);
  });

  it('reuse one prepared statement per SQL text, with new values each time', async () => {
    const byId = (id: string) => db.selectFrom('shops').select('name').where('id', '=', id);
    const database = preparedStatements(file);
    const { sql: text } = byId('s1').compile();

    expect(database.prepare(text)).toBe(database.prepare(text));
    expect(await byId('s1').execute()).toEqual([{ name: 'Demo Shop' }]);
    expect(await byId('s2').execute()).toEqual([{ name: 'Other Shop' }]);
    expect(await byId('nope').execute()).toEqual([]);
  });
});
