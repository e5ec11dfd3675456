import type { Db } from '../db/database';

/**
 * Fixed one-minute windows counted in the store, so every instance of the service shares them.
 * The upsert's RETURNING gives the count after this hit in one statement on both SQLite (3.35+)
 * and PostgreSQL (decision 0013).
 */
export function rateLimitRepository(db: Db) {
  return {
    /** Adds `count` hits to a bucket's window and answers its total after them. */
    async hit(bucket: string, windowStart: string, count: number): Promise<number> {
      const row = await db
        .insertInto('rate_limit_hits')
        .values({ bucket, window_start: windowStart, hits: count })
        .onConflict((conflict) =>
          conflict
            .columns(['bucket', 'window_start'])
            .doUpdateSet((eb) => ({ hits: eb('rate_limit_hits.hits', '+', count) })),
        )
        .returning('hits')
        .executeTakeFirstOrThrow();
      return Number(row.hits);
    },

    async forgetBefore(windowStart: string): Promise<void> {
      await db.deleteFrom('rate_limit_hits').where('window_start', '<', windowStart).execute();
    },
  };
}
