import type { Currency } from '@paypage/contract/money';
import type { MerchantOverview } from '@paypage/contract/merchantOverview';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { Db } from '../db/database';

/** A refused payment whose provider gave no reason is counted under this one. */
const UNKNOWN_REFUSAL_REASON = 'UNKNOWN';

/**
 * The overview's counts, each one grouped query within one merchant. A consumed link's
 * updated_at is when it was paid: its row changes only when its status moves, and a consumed
 * link's never moves again. A preview of the page (decision 0040) is never paid, so only its
 * visits need leaving out.
 */
export function overviewRepository(db: Db) {
  async function paidSince(merchantId: string, since: string) {
    const rows = await db
      .selectFrom('payment_links')
      .select(['currency', (eb) => eb.fn.sum<number>('amount').as('amount')])
      .where('merchant_id', '=', merchantId)
      .where('status', '=', 'CONSUMED')
      .where('updated_at', '>=', since)
      .groupBy('currency')
      .orderBy('currency')
      .execute();
    return rows.map((row) => ({ currency: row.currency as Currency, amount: Number(row.amount) }));
  }

  return {
    async overview(
      merchantId: string,
      { dayStart, monthStart }: { dayStart: string; monthStart: string },
    ): Promise<MerchantOverview> {
      // A link paid this month was opened, even when its visit was not recorded (a payment
      // made before visits were kept, a seeded one): the funnel never shows more paid than opened.
      const visited = db
        .selectFrom('events')
        .innerJoin('payment_links', 'payment_links.uuid', 'events.link_uuid')
        .select('events.link_uuid as uuid')
        .where('payment_links.merchant_id', '=', merchantId)
        // The console's preview of the page (decision 0040) is opened by the console, not a shopper.
        .where('payment_links.is_preview', '=', 0)
        .where('events.kind', '=', 'link_visit')
        .where('events.created_at', '>=', monthStart);
      const paid = db
        .selectFrom('payment_links')
        .select('uuid')
        .where('merchant_id', '=', merchantId)
        .where('status', '=', 'CONSUMED')
        .where('updated_at', '>=', monthStart);
      const opened = await db
        .selectFrom(visited.union(paid).as('opened_links'))
        .select((eb) => eb.fn.countAll<number>().as('links'))
        .executeTakeFirst();
      const paidThisMonth = await paidSince(merchantId, monthStart);
      const paidLinks = await db
        .selectFrom('payment_links')
        .select((eb) => eb.fn.countAll<number>().as('links'))
        .where('merchant_id', '=', merchantId)
        .where('status', '=', 'CONSUMED')
        .where('updated_at', '>=', monthStart)
        .executeTakeFirst();
      const methods = await db
        .selectFrom('transactions')
        .innerJoin('payment_links', 'payment_links.uuid', 'transactions.link_uuid')
        .select(['transactions.payment_method', (eb) => eb.fn.countAll<number>().as('count')])
        .where('payment_links.merchant_id', '=', merchantId)
        .where('payment_links.status', '=', 'CONSUMED')
        .where('payment_links.updated_at', '>=', monthStart)
        .where('transactions.status', 'not in', ['PENDING', 'REFUSED'])
        .groupBy('transactions.payment_method')
        .orderBy('count', 'desc')
        .orderBy('transactions.payment_method')
        .execute();
      const refusals = await db
        .selectFrom('transactions')
        .select([
          (eb) => eb.fn.coalesce('refusal_reason', eb.val(UNKNOWN_REFUSAL_REASON)).as('reason'),
          (eb) => eb.fn.countAll<number>().as('count'),
        ])
        .where('merchant_id', '=', merchantId)
        .where('status', '=', 'REFUSED')
        .where('created_at', '>=', monthStart)
        .groupBy('reason')
        .orderBy('count', 'desc')
        .orderBy('reason')
        .execute();
      return {
        paidToday: await paidSince(merchantId, dayStart),
        paidThisMonth,
        funnel: { opened: Number(opened?.links ?? 0), paid: Number(paidLinks?.links ?? 0) },
        methodMix: methods.map((row) => ({
          paymentMethod: row.payment_method as PaymentMethod,
          count: Number(row.count),
        })),
        refusalReasons: refusals.map((row) => ({
          reason: String(row.reason),
          count: Number(row.count),
        })),
      };
    },
  };
}
