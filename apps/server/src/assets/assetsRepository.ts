import type { AssetsResponse, AssetType } from '@paypage/contract/assets';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { newId, nowIso } from '../ids';
import { savedAssetKindOf } from '../methods/savedAssetKinds';
import {
  type NewSavedAsset,
  noSavedAssets,
  type SavedAssetOwner,
  type StoredCardDetails,
  type StoredPaypalDetails,
  type StoredSepaDetails,
} from './savedAsset';
import type { ShownAsset } from './savedAssetKind';

/** The one asset with this id and type, if it is the owner's and not deleted. */
function liveAssetOf(owner: SavedAssetOwner, id: string, type: AssetType) {
  return (eb: ExpressionBuilder<Database, 'assets'>) =>
    eb.and([
      eb('id', '=', id),
      eb('type', '=', type),
      eb('merchant_id', '=', owner.merchantId),
      eb('consumer_reference', '=', owner.consumerReference),
      eb('deleted_at', 'is', null),
    ]);
}

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

    /**
     * A consumer's assets of one merchant only: never another consumer's or merchant's, each as
     * its kind shows it (methods/savedAssetKinds).
     */
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
      const grouped: AssetsResponse = noSavedAssets();
      for (const row of rows) {
        // A kind no method makes any more stays stored, unseen.
        const kind = savedAssetKindOf(row.type);
        if (!kind) continue;
        const shown = kind.shown(row.id, JSON.parse(row.details), now);
        (grouped[kind.list] as ShownAsset[]).push(shown);
      }
      return grouped;
    },

    async isOwnedBy(owner: SavedAssetOwner, id: string, type: AssetType): Promise<boolean> {
      const row = await db
        .selectFrom('assets')
        .select('id')
        .where(liveAssetOf(owner, id, type))
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A live saved card's stored details (with its gateway token), if the owner has it. */
    async findCard(owner: SavedAssetOwner, id: string): Promise<StoredCardDetails | undefined> {
      const row = await db
        .selectFrom('assets')
        .select('details')
        .where(liveAssetOf(owner, id, 'CARD'))
        .executeTakeFirst();
      return row && (JSON.parse(row.details) as StoredCardDetails);
    },

    /** A live saved PayPal account (its billing agreement), if the owner has it. */
    async findPaypal(owner: SavedAssetOwner, id: string): Promise<StoredPaypalDetails | undefined> {
      const row = await db
        .selectFrom('assets')
        .select('details')
        .where(liveAssetOf(owner, id, 'PAYPAL'))
        .executeTakeFirst();
      return row && (JSON.parse(row.details) as StoredPaypalDetails);
    },

    /** A live saved SEPA mandate's stored details (with its gateway mandate id), if the owner has it. */
    async findSepa(owner: SavedAssetOwner, id: string): Promise<StoredSepaDetails | undefined> {
      const row = await db
        .selectFrom('assets')
        .select('details')
        .where(liveAssetOf(owner, id, 'SEPA_DD'))
        .executeTakeFirst();
      return row && (JSON.parse(row.details) as StoredSepaDetails);
    },

    /** A live saved asset of any kind with its stored details (the merchant API's charges). */
    async findLive(owner: SavedAssetOwner, id: string): Promise<NewSavedAsset | undefined> {
      const row = await db
        .selectFrom('assets')
        .select(['type', 'details'])
        .where('id', '=', id)
        .where('merchant_id', '=', owner.merchantId)
        .where('consumer_reference', '=', owner.consumerReference)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row && ({ type: row.type, details: JSON.parse(row.details) } as NewSavedAsset);
    },

    /** Kept with a deletion date: past payments still name the asset they used. */
    async softDelete(owner: SavedAssetOwner, id: string, type: AssetType): Promise<boolean> {
      const result = await db
        .updateTable('assets')
        .set({ deleted_at: nowIso() })
        .where(liveAssetOf(owner, id, type))
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
  };
}
