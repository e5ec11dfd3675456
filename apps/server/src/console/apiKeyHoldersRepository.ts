import type { Db } from '../db/database';
import { hashApiKey } from '../merchants/apiKeys';

/** Which key a Bearer token is, so the audit log can name the key that made a change. */
export function apiKeyHoldersRepository(db: Db) {
  return {
    async findKey(
      key: string,
    ): Promise<{ id: string; prefix: string; label: string | null } | undefined> {
      return db
        .selectFrom('api_keys')
        .select(['id', 'key_prefix as prefix', 'label'])
        .where('key_hash', '=', hashApiKey(key))
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
    },
  };
}
