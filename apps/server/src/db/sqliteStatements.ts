import type SqliteFile from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite file as Kysely's SQLite dialect uses it, with two savings on every query:
 *
 * - Kysely prepares every query anew; our queries are a small fixed set of SQL texts, so each
 *   one's prepared statement is kept and reused, saving SQLite's parse and plan. Statements are
 *   run to completion one at a time (Kysely serialises SQLite access), so sharing them is safe.
 * - A statement that returns rows gives them as arrays, and the row objects are built here. The
 *   driver's own row objects are built through V8's embedder API, one property and one column
 *   name string at a time; on the service's hottest read (the link, 24 columns) that cost more
 *   than the query itself under load (`npm run bench:api`, decision 0028).
 */
export function preparedStatements(file: SqliteFile.Database): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => file.close(),
    prepare(sql) {
      let statement = cache.get(sql);
      if (!statement) {
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.clear();
        statement = withRowsBuiltHere(file.prepare(sql));
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

function withRowsBuiltHere(statement: SqliteFile.Statement): SqliteStatement {
  if (!statement.reader) return statement;
  const toRow = rowOf(statement.columns().map((column) => column.name));
  const arrays = statement.raw(true);
  return {
    reader: true,
    all: (parameters) => (arrays.all(parameters) as unknown[][]).map(toRow),
    run: (parameters) => arrays.run(parameters),
    *iterate(parameters) {
      for (const values of arrays.iterate(parameters)) yield toRow(values as unknown[]);
    },
  };
}

/**
 * One row object from a row's values, as the driver would build it: one property per column in
 * their order, and where two columns share a name (a join's `select *`), the later one's value.
 */
function rowOf(names: readonly string[]): (values: readonly unknown[]) => Record<string, unknown> {
  return (values) => {
    const row: Record<string, unknown> = {};
    for (let index = 0; index < names.length; index++) {
      row[names[index] as string] = values[index];
    }
    return row;
  };
}
