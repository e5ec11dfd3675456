import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { MerchantsTable } from '../db/schema';
import { newId, nowIso } from '../ids';
import { apiKeyPrefix, hashApiKey } from './apiKeys';
import type { Merchant, NewMerchant } from './merchant';

function toMerchant(row: Selectable<MerchantsTable>): Merchant {
  return {
    id: row.id,
    name: row.name,
    paypalMerchantId: row.paypal_merchant_id,
    creditor:
      row.creditor_name && row.creditor_id
        ? { name: row.creditor_name, creditorId: row.creditor_id, address: row.creditor_address }
        : null,
    theme: JSON.parse(row.theme),
    frameAncestors: JSON.parse(row.frame_ancestors),
    webhookUrl: row.webhook_url,
    webhookSecret: row.webhook_secret,
  };
}

export function merchantsRepository(db: Db) {
  return {
    async create(merchant: NewMerchant): Promise<Merchant> {
      const id = merchant.id ?? newId('mer');
      await db
        .insertInto('merchants')
        .values({
          id,
          name: merchant.name,
          paypal_merchant_id: merchant.paypalMerchantId,
          creditor_name: merchant.creditor?.name ?? null,
          creditor_id: merchant.creditor?.creditorId ?? null,
          creditor_address: merchant.creditor?.address ?? null,
          theme: JSON.stringify(merchant.theme),
          frame_ancestors: JSON.stringify(merchant.frameAncestors),
          webhook_url: merchant.webhookUrl,
          webhook_secret: merchant.webhookSecret,
          created_at: nowIso(),
        })
        .execute();
      return { ...merchant, id };
    },

    async findById(id: string): Promise<Merchant | undefined> {
      const row = await db
        .selectFrom('merchants')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && toMerchant(row);
    },

    async findByApiKey(key: string): Promise<Merchant | undefined> {
      const row = await db
        .selectFrom('api_keys')
        .innerJoin('merchants', 'merchants.id', 'api_keys.merchant_id')
        .selectAll('merchants')
        .where('api_keys.key_hash', '=', hashApiKey(key))
        .where('api_keys.revoked_at', 'is', null)
        .executeTakeFirst();
      return row && toMerchant(row);
    },

    async addApiKey(merchantId: string, key: string): Promise<void> {
      await db
        .insertInto('api_keys')
        .values({
          id: newId('key'),
          merchant_id: merchantId,
          key_hash: hashApiKey(key),
          key_prefix: apiKeyPrefix(key),
          created_at: nowIso(),
          revoked_at: null,
        })
        .onConflict((conflict) => conflict.column('key_hash').doNothing())
        .execute();
    },
  };
}

export type MerchantsRepository = ReturnType<typeof merchantsRepository>;
