import type { Insertable, Selectable } from 'kysely';
import type { LinkStatus } from '@paypage/contract/linkStatus';
import type { Currency } from '@paypage/contract/money';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import { compiledOnce } from '../db/compiledOnce';
import type { Db } from '../db/database';
import type { PaymentLinksTable } from '../db/schema';
import { nowIso } from '../ids';
import type { PaymentLink } from './paymentLink';

const flag = (value: boolean) => (value ? 1 : 0);

function toRow(link: PaymentLink): Insertable<PaymentLinksTable> {
  return {
    uuid: link.uuid,
    merchant_id: link.merchantId,
    amount: link.amount,
    currency: link.currency,
    locale: link.locale,
    return_url: link.returnUrl,
    back_to_shop_url: link.backToShopUrl,
    terms_and_conditions_url: link.termsAndConditionsUrl,
    payment_methods: JSON.stringify(link.paymentMethods),
    merchant_reference: link.merchantReference,
    description: link.description,
    skip_landing_page: flag(link.skipLandingPage),
    expiration_date: link.expirationDate,
    consumer_reference: link.consumerReference,
    is_subscription: flag(link.isSubscription),
    return_url_timer: link.returnUrlTimer,
    show_assets_if_skip_landing_page_is_true: flag(link.showAssetsIfSkipLandingPageIsTrue),
    require_consent: flag(link.requireConsent),
    payment_settings: JSON.stringify(link.paymentSettings),
    shopper_information: link.shopperInformation && JSON.stringify(link.shopperInformation),
    new_kcp_hpp_route: flag(link.newKcpHppRoute),
    status: link.status,
    date_created: link.dateCreated,
    updated_at: link.dateCreated,
    is_preview: flag(link.preview === true),
  };
}

function toLink(row: Selectable<PaymentLinksTable>): PaymentLink {
  return {
    uuid: row.uuid,
    merchantId: row.merchant_id,
    amount: Number(row.amount),
    currency: row.currency as Currency,
    locale: row.locale,
    returnUrl: row.return_url,
    backToShopUrl: row.back_to_shop_url,
    termsAndConditionsUrl: row.terms_and_conditions_url,
    paymentMethods: JSON.parse(row.payment_methods) as PaymentMethod[],
    merchantReference: row.merchant_reference,
    description: row.description,
    skipLandingPage: row.skip_landing_page === 1,
    expirationDate: row.expiration_date,
    consumerReference: row.consumer_reference,
    isSubscription: row.is_subscription === 1,
    returnUrlTimer: row.return_url_timer,
    showAssetsIfSkipLandingPageIsTrue: row.show_assets_if_skip_landing_page_is_true === 1,
    requireConsent: row.require_consent === 1,
    paymentSettings: JSON.parse(row.payment_settings),
    shopperInformation: row.shopper_information ? JSON.parse(row.shopper_information) : null,
    newKcpHppRoute: row.new_kcp_hpp_route === 1,
    status: row.status as LinkStatus,
    dateCreated: row.date_created,
    ...(row.is_preview === 1 ? { preview: true } : {}),
  };
}

export function paymentLinksRepository(db: Db) {
  const withUsedAssets = compiledOnce(
    (uuid: string) =>
      db
        .selectFrom('payment_links')
        .leftJoin('transactions', 'transactions.link_uuid', 'payment_links.uuid')
        .leftJoin('assets', 'assets.id', 'transactions.asset_id')
        .selectAll('payment_links')
        .select(['assets.id as used_asset_id', 'assets.type as used_asset_type'])
        .where('payment_links.uuid', '=', uuid),
    ['00000000-0000-4000-8000-000000000000'],
  );
  /** Compiled once: the public and the merchant API read a link on nearly every call. */
  const byUuid = compiledOnce(
    (uuid: string) => db.selectFrom('payment_links').selectAll().where('uuid', '=', uuid),
    ['00000000-0000-4000-8000-000000000000'],
  );

  return {
    async insert(link: PaymentLink): Promise<void> {
      await db.insertInto('payment_links').values(toRow(link)).execute();
    },

    /** Demo data only: puts a seeded link back as it was seeded, whatever happened to it. */
    async overwrite(link: PaymentLink): Promise<void> {
      const { uuid: _uuid, ...values } = toRow(link);
      const result = await db
        .updateTable('payment_links')
        .set(values)
        .where('uuid', '=', link.uuid)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n)
        await db.insertInto('payment_links').values(toRow(link)).execute();
    },

    async findByUuid(uuid: string): Promise<PaymentLink | undefined> {
      const [row] = (await byUuid(db, uuid.toLowerCase())).rows;
      return row && toLink(row);
    },

    /** The merchant's newest preview of its page (decision 0040), whatever its status. */
    async findNewestPreview(merchantId: string): Promise<PaymentLink | undefined> {
      const row = await db
        .selectFrom('payment_links')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('is_preview', '=', 1)
        .orderBy('date_created', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row && toLink(row);
    },

    /** Whether a link is a preview of the page: its merchant hears nothing about it. */
    async isPreview(uuid: string): Promise<boolean> {
      const row = await db
        .selectFrom('payment_links')
        .select('is_preview')
        .where('uuid', '=', uuid.toLowerCase())
        .executeTakeFirst();
      return row?.is_preview === 1;
    },

    /**
     * Links in payment since before `before` with no open payment, oldest first (reconciliation):
     * links that wait on a payment still open are left out, so however many of those there are,
     * the ones stuck without one are always found.
     */
    async listInPaymentWithoutOpenPayment(before: string, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('payment_links')
        .select('uuid')
        .where('status', '=', 'PROCESSING_PAYMENT')
        .where('updated_at', '<=', before)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('transactions')
                .select('transactions.id')
                .whereRef('transactions.link_uuid', '=', 'payment_links.uuid')
                .where('transactions.status', '=', 'PENDING'),
            ),
          ),
        )
        .orderBy('updated_at')
        .limit(limit)
        .execute();
      return rows.map((row) => row.uuid);
    },

    /**
     * The link with the saved assets its payments used (the link info's paymentLinkAssets), in
     * one query: the shopper's link read is the service's hottest path.
     */
    async findWithUsedAssets(
      uuid: string,
    ): Promise<{ link: PaymentLink; usedAssets: { id: string; type: string }[] } | undefined> {
      const { rows } = await withUsedAssets(db, uuid.toLowerCase());
      const [first] = rows;
      if (!first) return undefined;
      const usedAssets = new Map<string, string>();
      for (const row of rows) {
        if (row.used_asset_id && row.used_asset_type) {
          usedAssets.set(row.used_asset_id, row.used_asset_type);
        }
      }
      return {
        link: toLink(first),
        usedAssets: [...usedAssets].map(([id, type]) => ({ id, type })),
      };
    },

    /**
     * The only way a status changes: one conditional UPDATE, so of any number of concurrent
     * callers expecting `from`, exactly one sees true.
     */
    async updateStatusIf(uuid: string, from: LinkStatus, to: LinkStatus): Promise<boolean> {
      const result = await db
        .updateTable('payment_links')
        .set({ status: to, updated_at: nowIso() })
        .where('uuid', '=', uuid)
        .where('status', '=', from)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
  };
}

export type PaymentLinksRepository = ReturnType<typeof paymentLinksRepository>;
