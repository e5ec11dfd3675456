import { randomBytes } from 'node:crypto';
import type { CreateMerchantBody, MerchantSettings } from '@paypage/contract/merchantSettings';
import type { Db } from '../db/database';
import { invalidInput, notFound } from '../http/problem';
import { generateApiKey } from './apiKeys';
import { SETTING_NAMES, type Merchant, type MerchantSettingValues } from './merchant';
import { merchantsRepository } from './merchantsRepository';
import { settingChangesRepository, type NewSettingChange } from './settingChangesRepository';
import { settingsProblems } from './settingsRules';

/** The settings as stored: an omitted creditor address is no address. */
function storedValues(settings: Partial<MerchantSettings>): Partial<MerchantSettingValues> {
  const { creditor, ...rest } = settings;
  return {
    ...rest,
    ...(creditor !== undefined
      ? { creditor: creditor && { ...creditor, address: creditor.address ?? null } }
      : {}),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A webhook secret the merchant verifies our signatures with (shown once). */
function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/**
 * Every change to a merchant account goes through here, in one database transaction with its
 * audit rows: who (the operator key's name or the CLI's user), which field, before and after.
 * Nothing is cached, so the next request already sees the change; no restart is needed.
 */
export function merchantAccounts(db: Db) {
  const inTransaction = <T>(work: (trx: Db) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);

  async function existing(trx: Db, merchantId: string): Promise<Merchant> {
    const merchant = await merchantsRepository(trx).findById(merchantId);
    if (!merchant) throw notFound('No merchant has this id');
    return merchant;
  }

  return {
    async create(body: CreateMerchantBody, actor: string): Promise<Merchant> {
      const problems = settingsProblems(body);
      if (problems.length > 0) throw invalidInput(problems);
      const values = storedValues(body);
      return inTransaction(async (trx) => {
        const merchant = await merchantsRepository(trx).create({
          name: body.name,
          paypalMerchantId: values.paypalMerchantId ?? null,
          creditor: values.creditor ?? null,
          theme: values.theme ?? {},
          darkTheme: values.darkTheme ?? {},
          frameAncestors: values.frameAncestors ?? [],
          webhookUrl: values.webhookUrl ?? null,
          webhookSecret: values.webhookUrl ? generateWebhookSecret() : null,
          defaultLocale: values.defaultLocale ?? null,
          returnUrlTimer: values.returnUrlTimer ?? null,
          offeredMethods: values.offeredMethods ?? null,
        });
        await settingChangesRepository(trx).record(
          SETTING_NAMES.filter((field) => values[field] !== undefined).map((field) => ({
            merchantId: merchant.id,
            actor,
            field,
            oldValue: null,
            newValue: values[field],
          })),
        );
        return merchant;
      });
    },

    async update(merchantId: string, settings: MerchantSettings, actor: string): Promise<Merchant> {
      const problems = settingsProblems(settings);
      if (problems.length > 0) throw invalidInput(problems);
      const values = storedValues(settings);
      return inTransaction(async (trx) => {
        const before = await existing(trx, merchantId);
        const changes: NewSettingChange[] = SETTING_NAMES.filter(
          (field) => values[field] !== undefined && !same(before[field], values[field]),
        ).map((field) => ({
          merchantId,
          actor,
          field,
          oldValue: before[field],
          newValue: values[field],
        }));
        await merchantsRepository(trx).updateSettings(merchantId, values);
        // A merchant that sets a webhook URL for the first time gets a secret to verify it with.
        if (values.webhookUrl && !before.webhookSecret) {
          await merchantsRepository(trx).setWebhookSecret(merchantId, generateWebhookSecret());
        }
        await settingChangesRepository(trx).record(changes);
        return existing(trx, merchantId);
      });
    },

    async rotateWebhookSecret(merchantId: string, actor: string): Promise<string> {
      const secret = generateWebhookSecret();
      await inTransaction(async (trx) => {
        await existing(trx, merchantId);
        await merchantsRepository(trx).setWebhookSecret(merchantId, secret);
        await settingChangesRepository(trx).record([
          {
            merchantId,
            actor,
            field: 'webhookSecret',
            oldValue: '[secret]',
            newValue: '[rotated]',
          },
        ]);
      });
      return secret;
    },

    async issueApiKey(merchantId: string, label: string | null, actor: string) {
      const key = generateApiKey();
      const stored = await inTransaction(async (trx) => {
        await existing(trx, merchantId);
        const issued = await merchantsRepository(trx).addApiKey(merchantId, key, label);
        await settingChangesRepository(trx).record([
          { merchantId, actor, field: 'apiKeys', oldValue: null, newValue: { issued: issued.id } },
        ]);
        return issued;
      });
      return { ...stored, key };
    },

    async revokeApiKey(merchantId: string, keyId: string, actor: string): Promise<void> {
      await inTransaction(async (trx) => {
        await existing(trx, merchantId);
        if (!(await merchantsRepository(trx).revokeApiKey(merchantId, keyId))) {
          throw notFound('This merchant has no live API key with this id');
        }
        await settingChangesRepository(trx).record([
          { merchantId, actor, field: 'apiKeys', oldValue: null, newValue: { revoked: keyId } },
        ]);
      });
    },
  };
}
