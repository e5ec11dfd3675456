import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { preparedStatements } from './sqliteStatements';

export type Db = Kysely<Database>;

// PostgreSQL returns BIGINT as a string to protect values above 2^53; our amounts are capped far
// below that (MAX_AMOUNT_MINOR), so numbers are safe and both stores answer alike.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** SQLite file under dataDir by default; a postgres:// URL selects PostgreSQL with the same code. */
export function openDatabase(options: { dataDir: string; databaseUrl?: string | undefined }): Db {
  if (options.databaseUrl) {
    return new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: options.databaseUrl, max: 10 }),
      }),
    });
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = new SqliteDatabase(join(options.dataDir, 'paypage.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: preparedStatements(file) }),
  });
}

/**
 * PostgreSQL can lock the rows it selects and skip rows others hold (FOR UPDATE SKIP LOCKED);
 * SQLite has one writer at a time, so its write transaction already excludes everyone else.
 */
export function locksRows(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
