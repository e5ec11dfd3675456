import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';
import { newId, nowIso } from '../ids';
import { hashApiKey } from '../merchants/apiKeys';

const OPERATOR_KEY_PREFIX = 'pp_op_';

/** Operator keys are a credential of their own: a merchant key never opens the operator API. */
export function generateOperatorKey(): string {
  return `${OPERATOR_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
}

export function operatorKeysRepository(db: Db) {
  return {
    async add(name: string, key: string): Promise<{ id: string; name: string }> {
      const id = newId('opk');
      await db
        .insertInto('operator_keys')
        .values({
          id,
          name,
          key_hash: hashApiKey(key),
          key_prefix: key.slice(0, OPERATOR_KEY_PREFIX.length + 4),
          created_at: nowIso(),
          revoked_at: null,
        })
        .execute();
      return { id, name };
    },

    /** The operator's name for a live key, which audit rows record as the actor. */
    async nameOf(key: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('operator_keys')
        .select('name')
        .where('key_hash', '=', hashApiKey(key))
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return row?.name;
    },

    async list() {
      return db
        .selectFrom('operator_keys')
        .select(['id', 'name', 'key_prefix', 'created_at', 'revoked_at'])
        .orderBy('created_at')
        .execute();
    },

    async revoke(id: string): Promise<boolean> {
      const result = await db
        .updateTable('operator_keys')
        .set({ revoked_at: nowIso() })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
  };
}

/** Constant-time comparison of a presented key with OPERATOR_API_KEY from the environment. */
export function matchesConfiguredKey(presented: string, configured: string): boolean {
  if (!configured) return false;
  const a = Buffer.from(hashApiKey(presented));
  const b = Buffer.from(hashApiKey(configured));
  return timingSafeEqual(a, b);
}
