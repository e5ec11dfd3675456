import type { Db } from '../db/database';
import { nowIso } from '../ids';

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; body: string }
  | { kind: 'in-flight' }
  | { kind: 'other-request' };

/**
 * A claim never completed this long ago belongs to a request that died with its instance (a
 * crash or kill): the client's retry takes it over instead of hearing "in progress" forever. The
 * link state machine still guards the money, so a retry of a payment that did start answers 409.
 */
const ABANDONED_CLAIM_MS = 60_000;

export function idempotencyRepository(db: Db) {
  /** Conditional on the old claim's time, so of two retries only one takes it over. */
  async function takeOver(scope: string, key: string, claimedAt: string): Promise<boolean> {
    const result = await db
      .updateTable('idempotency_keys')
      .set({ created_at: nowIso() })
      .where('scope', '=', scope)
      .where('idempotency_key', '=', key)
      .where('created_at', '=', claimedAt)
      .where('response_status', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

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
      if (row.response_status === null || row.response_body === null) {
        const abandoned = Date.parse(row.created_at) < Date.now() - ABANDONED_CLAIM_MS;
        if (abandoned && (await takeOver(scope, key, row.created_at))) return { kind: 'claimed' };
        return { kind: 'in-flight' };
      }
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

    /**
     * Replaces every fingerprint stored without the prefix (a plain SHA-256 of a body, before
     * issue 25) with `rekey(digest)`, in batches; conditional on the old value, so instances
     * starting together write each row once. Answers how many rows it changed.
     */
    async rekeyPlainDigests(
      prefix: string,
      rekey: (digest: string) => string,
      batchSize = 500,
    ): Promise<number> {
      let changed = 0;
      for (;;) {
        const rows = await db
          .selectFrom('idempotency_keys')
          .select(['scope', 'idempotency_key', 'request_hash'])
          .where('request_hash', 'not like', `${prefix}%`)
          .limit(batchSize)
          .execute();
        if (rows.length === 0) return changed;
        for (const row of rows) {
          const result = await db
            .updateTable('idempotency_keys')
            .set({ request_hash: rekey(row.request_hash) })
            .where('scope', '=', row.scope)
            .where('idempotency_key', '=', row.idempotency_key)
            .where('request_hash', '=', row.request_hash)
            .executeTakeFirst();
          changed += Number(result.numUpdatedRows);
        }
      }
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
