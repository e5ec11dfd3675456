import type { AssetsResponse, AssetType } from '@paypage/contract/assets';
import type { Db } from '../db/database';
import { newId, nowIso } from '../ids';
import { isCardExpired, type NewSavedAsset, type SavedAssetOwner } from './savedAsset';

export function assetsRepository(db: Db) {
  return {
    async insert(owner: SavedAssetOwner, asset: NewSavedAsset): Promise<string> {
      const id = newId('as');
      await db
        .insertInto('assets')
        .values({
          id,
          merchant_id: owner.merchantId,
          consumer_reference: owner.consumerReference,
          type: asset.type,
          details: JSON.stringify(asset.details),
          created_at: nowIso(),
          deleted_at: null,
        })
        .execute();
      return id;
    },

    /** A consumer's assets of one merchant only: never another consumer's or merchant's. */
    async listForConsumer(owner: SavedAssetOwner, now = new Date()): Promise<AssetsResponse> {
      const rows = await db
        .selectFrom('assets')
        .select(['id', 'type', 'details'])
        .where('merchant_id', '=', owner.merchantId)
        .where('consumer_reference', '=', owner.consumerReference)
        .where('deleted_at', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const grouped: AssetsResponse = { card: [], sepaDirectDebit: [], paypal: [] };
      for (const row of rows) {
        const details = JSON.parse(row.details);
        if (row.type === 'CARD') {
          const expired = isCardExpired(details.expiryMonth, details.expiryYear, now);
          grouped.card.push({ ...details, id: row.id, type: 'CARD', expired });
        } else if (row.type === 'SEPA_DD') {
          grouped.sepaDirectDebit.push({ ...details, id: row.id, type: 'SEPA_DD' });
        } else if (row.type === 'PAYPAL') {
          grouped.paypal.push({ ...details, id: row.id, type: 'PAYPAL' });
        }
      }
      return grouped;
    },

    async isOwnedBy(owner: SavedAssetOwner, id: string, type: AssetType): Promise<boolean> {
      const row = await db
        .selectFrom('assets')
        .select('id')
        .where('id', '=', id)
        .where('type', '=', type)
        .where('merchant_id', '=', owner.merchantId)
        .where('consumer_reference', '=', owner.consumerReference)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Kept with a deletion date: past payments still name the asset they used. */
    async softDelete(owner: SavedAssetOwner, id: string, type: AssetType): Promise<boolean> {
      const result = await db
        .updateTable('assets')
        .set({ deleted_at: nowIso() })
        .where('id', '=', id)
        .where('type', '=', type)
        .where('merchant_id', '=', owner.merchantId)
        .where('consumer_reference', '=', owner.consumerReference)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
  };
}

export type AssetsRepository = ReturnType<typeof assetsRepository>;
