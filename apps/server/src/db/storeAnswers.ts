import type { Db } from './database';

/**
 * Resolves when the store answers a read, rejects when it cannot: what the health check asks.
 * One indexed row of a table every install has, so the answer costs nothing on a large store.
 */
export async function storeAnswers(db: Db): Promise<void> {
  await db.selectFrom('merchants').select('id').limit(1).execute();
}
