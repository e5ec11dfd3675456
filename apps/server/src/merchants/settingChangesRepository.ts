import type { SettingChange } from '@paypage/contract/merchantSettings';
import type { Db } from '../db/database';
import { newId, nowIso } from '../ids';

export interface NewSettingChange {
  merchantId: string;
  actor: string;
  field: string;
  oldValue: unknown;
  newValue: unknown;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** Who changed which setting of which merchant, when, from what to what (never a secret). */
export function settingChangesRepository(db: Db) {
  return {
    async record(changes: NewSettingChange[]): Promise<void> {
      if (changes.length === 0) return;
      const changedAt = nowIso();
      await db
        .insertInto('merchant_setting_changes')
        .values(
          changes.map((change) => ({
            id: newId('chg'),
            merchant_id: change.merchantId,
            actor: change.actor,
            field: change.field,
            old_value: json(change.oldValue),
            new_value: json(change.newValue),
            changed_at: changedAt,
          })),
        )
        .execute();
    },

    /** The latest changes first, at most `limit`. */
    async listForMerchant(merchantId: string, limit = 200): Promise<SettingChange[]> {
      const rows = await db
        .selectFrom('merchant_setting_changes')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .orderBy('changed_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        merchantId: row.merchant_id,
        actor: row.actor,
        field: row.field,
        oldValue: row.old_value === null ? null : JSON.parse(row.old_value),
        newValue: row.new_value === null ? null : JSON.parse(row.new_value),
        changedAt: row.changed_at,
      }));
    },
  };
}
