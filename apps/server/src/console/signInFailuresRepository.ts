import type { Db } from '../db/database';
import { newId } from '../ids';

/**
 * Failed sign-ins, one row each, in the store: every instance counts the same failures, so a
 * guesser spread over instances behind a load balancer gets no more tries (decision 0038).
 */
export function signInFailuresRepository(db: Db) {
  return {
    async record(buckets: string[], atMs: number): Promise<void> {
      const failedAt = new Date(atMs).toISOString();
      await db
        .insertInto('console_sign_in_failures')
        .values(buckets.map((bucket) => ({ id: newId('sif'), bucket, failed_at: failedAt })))
        .execute();
    },

    /** The failures of a bucket since a time, oldest first (the oldest decides the wait). */
    async since(bucket: string, sinceMs: number, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('console_sign_in_failures')
        .select('failed_at')
        .where('bucket', '=', bucket)
        .where('failed_at', '>', new Date(sinceMs).toISOString())
        .orderBy('failed_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => row.failed_at).reverse();
    },

    async forget(bucket: string): Promise<void> {
      await db.deleteFrom('console_sign_in_failures').where('bucket', '=', bucket).execute();
    },

    async forgetBefore(beforeMs: number): Promise<void> {
      await db
        .deleteFrom('console_sign_in_failures')
        .where('failed_at', '<', new Date(beforeMs).toISOString())
        .execute();
    },
  };
}
