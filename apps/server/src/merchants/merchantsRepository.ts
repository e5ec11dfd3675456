import type { Selectable } from 'kysely';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import { compiledOnce } from '../db/compiledOnce';
import type { Db } from '../db/database';
import type { MerchantsTable } from '../db/schema';
import { newId, nowIso } from '../ids';
import { apiKeyPrefix, hashApiKey } from './apiKeys';
import type { Merchant, MerchantSettingValues, NewMerchant } from './merchant';

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
    darkTheme: JSON.parse(row.dark_theme),
    frameAncestors: JSON.parse(row.frame_ancestors),
    webhookUrl: row.webhook_url,
    webhookSecret: row.webhook_secret,
    defaultLocale: row.default_locale,
    returnUrlTimer: row.return_url_timer,
    offeredMethods: row.offered_methods
      ? (JSON.parse(row.offered_methods) as PaymentMethod[])
      : null,
    createdAt: row.created_at,
  };
}

function settingColumns(settings: Partial<MerchantSettingValues>): Partial<MerchantsTable> {
  const columns: Partial<MerchantsTable> = {};
  if (settings.name !== undefined) columns.name = settings.name;
  if (settings.paypalMerchantId !== undefined)
    columns.paypal_merchant_id = settings.paypalMerchantId;
  if (settings.creditor !== undefined) {
    columns.creditor_name = settings.creditor?.name ?? null;
    columns.creditor_id = settings.creditor?.creditorId ?? null;
    columns.creditor_address = settings.creditor?.address ?? null;
  }
  if (settings.theme !== undefined) columns.theme = JSON.stringify(settings.theme);
  if (settings.darkTheme !== undefined) columns.dark_theme = JSON.stringify(settings.darkTheme);
  if (settings.frameAncestors !== undefined)
    columns.frame_ancestors = JSON.stringify(settings.frameAncestors);
  if (settings.webhookUrl !== undefined) columns.webhook_url = settings.webhookUrl;
  if (settings.defaultLocale !== undefined) columns.default_locale = settings.defaultLocale;
  if (settings.returnUrlTimer !== undefined) columns.return_url_timer = settings.returnUrlTimer;
  if (settings.offeredMethods !== undefined)
    columns.offered_methods = settings.offeredMethods && JSON.stringify(settings.offeredMethods);
  return columns;
}

/** A merchant rotates through a few keys; a list this long is already a mistake to look at. */
const MAX_KEYS_LISTED = 200;

export interface StoredApiKey {
  id: string;
  prefix: string;
  label: string | null;
  createdAt: string;
  revokedAt: string | null;
}

/** Which of a merchant's keys made a call: the audit log names it. */
export interface ApiKeyHolder {
  id: string;
  prefix: string;
  label: string | null;
}

export function merchantsRepository(db: Db) {
  /**
   * The merchant of a live API key and the key itself, in one query compiled once: this runs
   * on every call of the merchant API, which looked the merchant and then the key up again (two
   * queries, each built and compiled anew, and the key hashed twice).
   */
  const keyHolder = compiledOnce(
    (keyHash: string) =>
      db
        .selectFrom('api_keys')
        .innerJoin('merchants', 'merchants.id', 'api_keys.merchant_id')
        .selectAll('merchants')
        .select([
          'api_keys.id as key_id',
          'api_keys.key_prefix as key_prefix',
          'api_keys.label as key_label',
        ])
        .where('api_keys.key_hash', '=', keyHash)
        .where('api_keys.revoked_at', 'is', null),
    [hashApiKey('')],
  );
  const byId = compiledOnce(
    (id: string) => db.selectFrom('merchants').selectAll().where('id', '=', id),
    ['mer_'],
  );

  async function findKeyHolder(
    key: string,
  ): Promise<{ merchant: Merchant; key: ApiKeyHolder } | undefined> {
    const [row] = (await keyHolder(db, hashApiKey(key))).rows;
    return (
      row && {
        merchant: toMerchant(row),
        key: { id: row.key_id, prefix: row.key_prefix, label: row.key_label },
      }
    );
  }

  return {
    async create(merchant: NewMerchant): Promise<Merchant> {
      const id = merchant.id ?? newId('mer');
      const createdAt = nowIso();
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
          dark_theme: JSON.stringify(merchant.darkTheme ?? {}),
          frame_ancestors: JSON.stringify(merchant.frameAncestors),
          webhook_url: merchant.webhookUrl,
          webhook_secret: merchant.webhookSecret,
          default_locale: merchant.defaultLocale ?? null,
          return_url_timer: merchant.returnUrlTimer ?? null,
          offered_methods: merchant.offeredMethods ? JSON.stringify(merchant.offeredMethods) : null,
          created_at: createdAt,
        })
        .execute();
      return {
        defaultLocale: null,
        returnUrlTimer: null,
        darkTheme: {},
        offeredMethods: null,
        ...merchant,
        id,
        createdAt,
      };
    },

    /** Compiled once: the console reads its merchant on every call. */
    async findById(id: string): Promise<Merchant | undefined> {
      const [row] = (await byId(db, id)).rows;
      return row && toMerchant(row);
    },

    /** One page in id order; `after` is the last id of the page before. */
    async list(limit: number, after?: string): Promise<Merchant[]> {
      let query = db.selectFrom('merchants').selectAll();
      if (after) query = query.where('id', '>', after);
      const rows = await query.orderBy('id').limit(limit).execute();
      return rows.map(toMerchant);
    },

    async updateSettings(id: string, settings: Partial<MerchantSettingValues>): Promise<void> {
      const columns = settingColumns(settings);
      if (Object.keys(columns).length === 0) return;
      await db.updateTable('merchants').set(columns).where('id', '=', id).execute();
    },

    async setWebhookSecret(id: string, secret: string | null): Promise<void> {
      await db
        .updateTable('merchants')
        .set({ webhook_secret: secret })
        .where('id', '=', id)
        .execute();
    },

    findKeyHolder,

    async findByApiKey(key: string): Promise<Merchant | undefined> {
      return (await findKeyHolder(key))?.merchant;
    },

    async addApiKey(merchantId: string, key: string, label: string | null = null) {
      const stored: StoredApiKey = {
        id: newId('key'),
        prefix: apiKeyPrefix(key),
        label,
        createdAt: nowIso(),
        revokedAt: null,
      };
      await db
        .insertInto('api_keys')
        .values({
          id: stored.id,
          merchant_id: merchantId,
          key_hash: hashApiKey(key),
          key_prefix: stored.prefix,
          label,
          created_at: stored.createdAt,
          revoked_at: null,
        })
        .onConflict((conflict) => conflict.column('key_hash').doNothing())
        .execute();
      return stored;
    },

    async listApiKeys(merchantId: string): Promise<StoredApiKey[]> {
      const rows = await db
        .selectFrom('api_keys')
        .select(['id', 'key_prefix', 'label', 'created_at', 'revoked_at'])
        .where('merchant_id', '=', merchantId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(MAX_KEYS_LISTED)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        prefix: row.key_prefix,
        label: row.label,
        createdAt: row.created_at,
        revokedAt: row.revoked_at,
      }));
    },

    /** True when the key was live and is now revoked; a revoked key stays listed. */
    async revokeApiKey(merchantId: string, keyId: string): Promise<boolean> {
      const result = await db
        .updateTable('api_keys')
        .set({ revoked_at: nowIso() })
        .where('id', '=', keyId)
        .where('merchant_id', '=', merchantId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
  };
}

export type MerchantsRepository = ReturnType<typeof merchantsRepository>;
