import type { OperandValueExpression, SelectQueryBuilder, StringReference } from 'kysely';

/** A place in a list read a page at a time: the last row of the previous page. */
export interface PageAfter {
  at: string;
  id: string;
}

/**
 * The next page of a list ordered by a timestamp and then the id, after the last row of the
 * previous page. Paging by position (OFFSET) would skip or repeat rows while the reader changes
 * them (reconciliation settles what it reads); the pair (timestamp, id) is a place that stays
 * put, and the id breaks ties between rows touched in the same millisecond.
 */
export function keysetPage<
  DB,
  TB extends keyof DB,
  O,
  At extends StringReference<DB, TB>,
  Id extends StringReference<DB, TB>,
>(
  query: SelectQueryBuilder<DB, TB, O>,
  order: { at: At; id: Id },
  after:
    { at: OperandValueExpression<DB, TB, At>; id: OperandValueExpression<DB, TB, Id> } | undefined,
  limit: number,
): SelectQueryBuilder<DB, TB, O> {
  const from = after
    ? query.where(({ or, and, eb }) =>
        or([
          eb(order.at, '>', after.at),
          and([eb(order.at, '=', after.at), eb(order.id, '>', after.id)]),
        ]),
      )
    : query;
  return from.orderBy(order.at).orderBy(order.id).limit(limit);
}
