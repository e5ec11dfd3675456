import type { FieldError } from '@paypage/contract/errors';
import type { LinkStatus } from '@paypage/contract/linkStatus';
import {
  LINK_LIST_DEFAULT_LIMIT,
  LINK_LIST_SORTS,
  type LinkFilterQuery,
  type LinkListQuery,
  type LinkListSort,
} from '@paypage/contract/paymentLinkList';
import { isUuid } from '@paypage/contract/uuid';
import { invalidInput } from '../http/problem';
import type { LinkListFilter, LinkListPlace } from './linkListRepository';

/** A date-time the schema let through but the clock cannot name (a leap second) is refused. */
function instantOf(value: string | undefined, field: string, problems: FieldError[]) {
  if (value === undefined) return undefined;
  const time = Date.parse(value);
  if (Number.isNaN(time)) {
    problems.push({ field, message: 'is not a date-time the service can compare' });
    return undefined;
  }
  return new Date(time).toISOString();
}

/** The list's and the export's filters, checked beyond their schema. */
export function linkFilterOf(query: LinkFilterQuery, merchantId: string): LinkListFilter {
  const problems: FieldError[] = [];
  const createdFrom = instantOf(query.createdFrom, 'querystring.createdFrom', problems);
  const createdTo = instantOf(query.createdTo, 'querystring.createdTo', problems);
  const amountMin = query.amountMin === undefined ? undefined : Number(query.amountMin);
  const amountMax = query.amountMax === undefined ? undefined : Number(query.amountMax);
  if (createdFrom && createdTo && createdTo <= createdFrom)
    problems.push({ field: 'querystring.createdTo', message: 'must be after createdFrom' });
  if (amountMin !== undefined && amountMax !== undefined && amountMax < amountMin)
    problems.push({ field: 'querystring.amountMax', message: 'must not be below amountMin' });
  if (problems.length > 0) throw invalidInput(problems);
  return {
    merchantId,
    q: query.q,
    statuses: query.status?.split(',') as LinkStatus[] | undefined,
    method: query.method,
    currency: query.currency,
    createdFrom,
    createdTo,
    amountMin,
    amountMax,
  };
}

const badCursor = () =>
  invalidInput([
    {
      field: 'querystring.cursor',
      message: 'is not a cursor of this list and sort: start again without it',
    },
  ]);

/** Opaque to clients: the sort it was made for, the last link's sort value and its uuid. */
export function encodeCursor(sort: LinkListSort, place: LinkListPlace): string {
  return Buffer.from(JSON.stringify([sort, place.value, place.uuid])).toString('base64url');
}

function decodeCursor(cursor: string, sort: LinkListSort): LinkListPlace {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(decoded) || decoded.length !== 3) throw badCursor();
  const [madeFor, value, uuid] = decoded as unknown[];
  const byAmount = sort === 'amount' || sort === '-amount';
  const valueFits = byAmount
    ? Number.isSafeInteger(value) && (value as number) >= 0
    : typeof value === 'string' && !Number.isNaN(Date.parse(value));
  if (madeFor !== sort || !valueFits || typeof uuid !== 'string' || !isUuid(uuid))
    throw badCursor();
  return { value: value as string | number, uuid };
}

/** The page asked for: its sort, where it starts, and how many links it holds. */
export function linkPageOf(query: LinkListQuery) {
  const sort: LinkListSort = query.sort ?? LINK_LIST_SORTS[0];
  return {
    sort,
    after: query.cursor === undefined ? undefined : decodeCursor(query.cursor, sort),
    limit: query.limit === undefined ? LINK_LIST_DEFAULT_LIMIT : Number(query.limit),
  };
}
