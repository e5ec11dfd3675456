import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { LinkStatus } from '@paypage/contract/linkStatus';
import type { Currency } from '@paypage/contract/money';
import type { LinkListSort } from '@paypage/contract/paymentLinkList';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/** What the merchant's list may be narrowed to; every field is optional but the merchant. */
export interface LinkListFilter {
  merchantId: string;
  q?: string | undefined;
  statuses?: readonly LinkStatus[] | undefined;
  method?: PaymentMethod | undefined;
  currency?: Currency | undefined;
  /** ISO-8601 UTC, inclusive. */
  createdFrom?: string | undefined;
  /** ISO-8601 UTC, exclusive. */
  createdTo?: string | undefined;
  amountMin?: number | undefined;
  amountMax?: number | undefined;
}

/** Where the previous page ended: its last link's sort value and uuid. */
export interface LinkListPlace {
  value: string | number;
  uuid: string;
}

export interface LinkListRow {
  uuid: string;
  /** As the shopper would see it now: a VALID link past its expiry is EXPIRED. */
  status: LinkStatus;
  amount: number;
  currency: Currency;
  description: string | null;
  merchantReference: string | null;
  consumerReference: string | null;
  paymentMethods: PaymentMethod[];
  paidWith: PaymentMethod | null;
  createdAt: string;
  expiresAt: string | null;
  paidAt: string | null;
}

type LinkExpression = ExpressionBuilder<Database, 'payment_links'>;

/** LIKE's wildcards in what a merchant typed are meant literally. */
const LIKE_ESCAPE = '!';
const likeContaining = (text: string) =>
  `%${text.toLowerCase().replace(/[!%_]/g, (c) => `${LIKE_ESCAPE}${c}`)}%`;

function contains(column: 'description' | 'merchant_reference' | 'consumer_reference', q: string) {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${likeContaining(q)} escape ${sql.lit(LIKE_ESCAPE)}`;
}

/**
 * A link's stored status lags behind its expiry until someone looks at it (linkStateMachine's
 * refresh); the list must not write while it reads, so it works out EXPIRED from the date.
 */
function hasStatus(eb: LinkExpression, status: LinkStatus, now: string): Expression<SqlBool> {
  const pastExpiry = eb.and([
    eb('status', '=', 'VALID'),
    eb('expiration_date', 'is not', null),
    eb('expiration_date', '<=', now),
  ]);
  if (status === 'EXPIRED') return eb.or([eb('status', '=', 'EXPIRED'), pastExpiry]);
  if (status === 'VALID') return eb.and([eb('status', '=', 'VALID'), eb.not(pastExpiry)]);
  return eb('status', '=', status);
}

const UUID_START = /^[0-9a-f][0-9a-f-]{0,35}$/i;

const SORT_COLUMN = { createdAt: 'date_created', amount: 'amount' } as const;

export function linkListRepository(db: Db) {
  return {
    /**
     * One page of the merchant's links in the order asked, after `after` (keyset: links created
     * while someone pages through never shift the pages still to come).
     */
    async listPage(
      filter: LinkListFilter,
      sort: LinkListSort,
      after: LinkListPlace | undefined,
      limit: number,
      now = new Date(),
    ): Promise<LinkListRow[]> {
      const nowText = now.toISOString();
      const descending = sort.startsWith('-');
      const column =
        SORT_COLUMN[
          descending ? (sort.slice(1) as 'createdAt' | 'amount') : (sort as 'createdAt' | 'amount')
        ];
      const direction = descending ? 'desc' : 'asc';
      const { q, statuses } = filter;
      const rows = await db
        .selectFrom('payment_links')
        .select([
          'uuid',
          'status',
          'amount',
          'currency',
          'description',
          'merchant_reference',
          'consumer_reference',
          'payment_methods',
          'date_created',
          'expiration_date',
          'updated_at',
        ])
        .select((eb) =>
          eb
            .selectFrom('transactions')
            .select('transactions.payment_method')
            .whereRef('transactions.link_uuid', '=', 'payment_links.uuid')
            .where('transactions.status', 'not in', ['PENDING', 'REFUSED'])
            .orderBy('transactions.created_at')
            .limit(1)
            .as('paid_with'),
        )
        .where('merchant_id', '=', filter.merchantId)
        // The console's preview of the page (decision 0040) is none of the merchant's links.
        .where('is_preview', '=', 0)
        .$if(q !== undefined, (query) =>
          query.where((eb) => {
            const text = q ?? '';
            const matches: Expression<SqlBool>[] = [
              contains('merchant_reference', text),
              contains('consumer_reference', text),
              contains('description', text),
            ];
            // A uuid, or its start as copied from an address: the primary key answers it.
            if (UUID_START.test(text)) matches.push(eb('uuid', 'like', `${text.toLowerCase()}%`));
            return eb.or(matches);
          }),
        )
        .$if(statuses !== undefined && statuses.length > 0, (query) =>
          query.where((eb) =>
            eb.or((statuses ?? []).map((status) => hasStatus(eb, status, nowText))),
          ),
        )
        .$if(filter.method !== undefined, (query) =>
          // The methods are stored as a JSON array of quoted names: "CARD" never matches "SAVED_CARD".
          query.where('payment_methods', 'like', `%"${filter.method ?? ''}"%`),
        )
        .$if(filter.currency !== undefined, (query) =>
          query.where('currency', '=', filter.currency ?? 'EUR'),
        )
        .$if(filter.createdFrom !== undefined, (query) =>
          query.where('date_created', '>=', filter.createdFrom ?? ''),
        )
        .$if(filter.createdTo !== undefined, (query) =>
          query.where('date_created', '<', filter.createdTo ?? ''),
        )
        .$if(filter.amountMin !== undefined, (query) =>
          query.where('amount', '>=', filter.amountMin ?? 0),
        )
        .$if(filter.amountMax !== undefined, (query) =>
          query.where('amount', '<=', filter.amountMax ?? 0),
        )
        .$if(after !== undefined, (query) =>
          query.where((eb) => {
            const beyond = descending ? '<' : '>';
            const place = after as LinkListPlace;
            return eb.or([
              eb(column, beyond, place.value),
              eb.and([eb(column, '=', place.value), eb('uuid', beyond, place.uuid)]),
            ]);
          }),
        )
        .orderBy(column, direction)
        .orderBy('uuid', direction)
        .limit(limit)
        .execute();
      return rows.map((row) => {
        const stored = row.status as LinkStatus;
        const expired =
          stored === 'VALID' && row.expiration_date !== null && row.expiration_date <= nowText;
        return {
          uuid: row.uuid,
          status: expired ? 'EXPIRED' : stored,
          amount: Number(row.amount),
          currency: row.currency as Currency,
          description: row.description,
          merchantReference: row.merchant_reference,
          consumerReference: row.consumer_reference,
          paymentMethods: JSON.parse(row.payment_methods) as PaymentMethod[],
          paidWith:
            stored === 'CONSUMED' ? ((row.paid_with as PaymentMethod | null) ?? null) : null,
          createdAt: row.date_created,
          expiresAt: row.expiration_date,
          // A link's row changes only when its status moves, and a consumed link never moves again.
          paidAt: stored === 'CONSUMED' ? row.updated_at : null,
        };
      });
    },
  };
}
