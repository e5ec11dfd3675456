import type { Db } from '../db/database';
import { nowIso } from '../ids';

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'in-flight' }
  | { kind: 'other-request' };

export function idempotencyRepository(db: Db) {
  return {
    /**
     * The first request with a key claims it (the primary key decides, so two racing requests
     * cannot both win); later ones learn whether to replay, wait or stop.
     */
    async claim(scope: string, key: string, requestHash: string): Promise<Claim> {
      const inserted = await db
        .insertInto('idempotency_keys')
        .values({
          scope,
          idempotency_key: key,
          request_hash: requestHash,
          response_status: null,
          response_body: null,
          created_at: nowIso(),
          completed_at: null,
        })
        .onConflict((conflict) => conflict.columns(['scope', 'idempotency_key']).doNothing())
        .executeTakeFirst();
      if (inserted.numInsertedOrUpdatedRows === 1n) return { kind: 'claimed' };
      const row = await db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('scope', '=', scope)
        .where('idempotency_key', '=', key)
        .executeTakeFirstOrThrow();
      if (row.request_hash !== requestHash) return { kind: 'other-request' };
      if (row.response_status === null || row.response_body === null) return { kind: 'in-flight' };
      return { kind: 'replay', status: row.response_status, body: row.response_body };
    },

    async complete(scope: string, key: string, status: number, body: string): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({ response_status: status, response_body: body, completed_at: nowIso() })
        .where('scope', '=', scope)
        .where('idempotency_key', '=', key)
        .execute();
    },

    /** A request that failed on our side frees its key, so the client may simply try again. */
    async release(scope: string, key: string): Promise<void> {
      await db
        .deleteFrom('idempotency_keys')
        .where('scope', '=', scope)
        .where('idempotency_key', '=', key)
        .where('response_status', 'is', null)
        .execute();
    },
  };
}
