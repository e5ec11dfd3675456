import type { LogoContentType } from '@paypage/contract/merchantLogo';
import type { Db } from '../../db/database';
import { nowIso } from '../../ids';

export interface StoredLogo {
  merchantId: string;
  contentHash: string;
  contentType: LogoContentType;
  image: Buffer;
}

/** One logo per merchant, found by its merchant (the page's link) or its hash (its address). */
export function merchantLogosRepository(db: Db) {
  const toLogo = (row: {
    merchant_id: string;
    content_hash: string;
    content_type: string;
    image_base64: string;
  }): StoredLogo => ({
    merchantId: row.merchant_id,
    contentHash: row.content_hash,
    contentType: row.content_type as LogoContentType,
    image: Buffer.from(row.image_base64, 'base64'),
  });
  return {
    async save(logo: StoredLogo): Promise<void> {
      const values = {
        content_hash: logo.contentHash,
        content_type: logo.contentType,
        image_base64: logo.image.toString('base64'),
        uploaded_at: nowIso(),
      };
      await db
        .insertInto('merchant_logos')
        .values({ merchant_id: logo.merchantId, ...values })
        .onConflict((conflict) => conflict.column('merchant_id').doUpdateSet(values))
        .execute();
    },

    /** The hash and type only: the page's link read never loads the image itself. */
    async addressOf(
      merchantId: string,
    ): Promise<Pick<StoredLogo, 'contentHash' | 'contentType'> | undefined> {
      const row = await db
        .selectFrom('merchant_logos')
        .select(['content_hash', 'content_type'])
        .where('merchant_id', '=', merchantId)
        .executeTakeFirst();
      return (
        row && { contentHash: row.content_hash, contentType: row.content_type as LogoContentType }
      );
    },

    async findByHash(contentHash: string): Promise<StoredLogo | undefined> {
      const row = await db
        .selectFrom('merchant_logos')
        .selectAll()
        .where('content_hash', '=', contentHash)
        .executeTakeFirst();
      return row && toLogo(row);
    },

    /** True when there was a logo to delete. */
    async delete(merchantId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('merchant_logos')
        .where('merchant_id', '=', merchantId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type MerchantLogosRepository = ReturnType<typeof merchantLogosRepository>;
