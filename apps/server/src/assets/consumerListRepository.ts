import { sql } from 'kysely';
import type { ConsumerSummary } from '@paypage/contract/consumerList';
import type { Db } from '../db/database';

const LIKE_ESCAPE = '!';
const likeContaining = (text: string) =>
  `%${text.toLowerCase().replace(/[!%_]/g, (c) => `${LIKE_ESCAPE}${c}`)}%`;

/**
 * A merchant's consumers: every consumer reference it named on a link or that holds saved
 * assets, in the order of the references (a keyset: `after` is the last one of the page before).
 */
export function consumerListRepository(db: Db) {
  return {
    async listPage(
      merchantId: string,
      options: { q?: string | undefined; after?: string | undefined; limit: number },
    ): Promise<ConsumerSummary[]> {
      const withAssets = db
        .selectFrom('assets')
        .select(['consumer_reference', sql<number>`1`.as('saved')])
        .where('merchant_id', '=', merchantId)
        .where('deleted_at', 'is', null);
      const onLinks = db
        .selectFrom('payment_links')
        .select([
          (eb) => eb.fn.coalesce('consumer_reference', eb.val('')).as('consumer_reference'),
          sql<number>`0`.as('saved'),
        ])
        .where('merchant_id', '=', merchantId)
        .where('consumer_reference', 'is not', null);
      const { q, after } = options;
      const rows = await db
        .selectFrom(withAssets.unionAll(onLinks).as('named'))
        .select([
          'named.consumer_reference',
          (eb) => eb.fn.sum<number>('named.saved').as('asset_count'),
        ])
        .$if(q !== undefined, (query) =>
          query.where(
            sql<boolean>`lower(${sql.ref('named.consumer_reference')}) like ${likeContaining(q ?? '')} escape ${sql.lit(LIKE_ESCAPE)}`,
          ),
        )
        .$if(after !== undefined, (query) =>
          query.where('named.consumer_reference', '>', after ?? ''),
        )
        .groupBy('named.consumer_reference')
        .orderBy('named.consumer_reference')
        .limit(options.limit)
        .execute();
      const references = rows.map((row) => row.consumer_reference);
      if (references.length === 0) return [];
      // When one of each consumer's saved assets last paid: on a link, or in a charge.
      const paidOnLinks = await db
        .selectFrom('transactions')
        .innerJoin('assets', 'assets.id', 'transactions.asset_id')
        .select([
          'assets.consumer_reference',
          (eb) => eb.fn.max('transactions.created_at').as('last'),
        ])
        .where('assets.merchant_id', '=', merchantId)
        .where('assets.consumer_reference', 'in', references)
        .groupBy('assets.consumer_reference')
        .execute();
      const charged = await db
        .selectFrom('charges')
        .select(['consumer_reference', (eb) => eb.fn.max('created_at').as('last')])
        .where('merchant_id', '=', merchantId)
        .where('consumer_reference', 'in', references)
        .groupBy('consumer_reference')
        .execute();
      const lastUsed = new Map<string, string>();
      for (const row of [...paidOnLinks, ...charged]) {
        const before = lastUsed.get(row.consumer_reference);
        if (!before || row.last > before) lastUsed.set(row.consumer_reference, row.last);
      }
      return rows.map((row) => ({
        consumerReference: row.consumer_reference,
        assetCount: Number(row.asset_count),
        lastUsedAt: lastUsed.get(row.consumer_reference) ?? null,
      }));
    },
  };
}
