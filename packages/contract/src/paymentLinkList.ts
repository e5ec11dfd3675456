import Type from 'typebox';
import { LINK_STATUSES, LinkStatusSchema } from './linkStatus';
import { CurrencySchema } from './money';
import { PAYMENT_METHODS, PaymentMethodSchema } from './paymentMethods';
import { PlainText } from './plainText';

/**
 * The merchant's list of its payment links (GET /api/v1/payment-links) and its CSV export:
 * search, filters, a sort and an opaque cursor. Query values are strings (the service never
 * coerces), so numbers and lists are written as patterns.
 */

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const LINK_LIST_SORTS = ['-createdAt', 'createdAt', 'amount', '-amount'] as const;
export type LinkListSort = (typeof LINK_LIST_SORTS)[number];

export const LINK_LIST_DEFAULT_LIMIT = 25;
export const LINK_LIST_MAX_LIMIT = 100;

const STATUS_NAME = `(${LINK_STATUSES.join('|')})`;
// Minor units up to twelve digits: MAX_AMOUNT_MINOR (10^11) fits, and every value stays a safe integer.
const MINOR_UNITS = '^(0|[1-9][0-9]{0,11})$';

/** The filters the list and the export share. */
export const LinkFilterQuerySchema = Type.Object(
  {
    q: Type.Optional(
      PlainText({
        minLength: 1,
        maxLength: 200,
        description:
          'Finds links whose merchant reference, consumer reference or description contains it (ignoring case), or whose uuid starts with it',
      }),
    ),
    status: Type.Optional(
      Type.String({
        pattern: `^${STATUS_NAME}(,${STATUS_NAME}){0,4}$`,
        maxLength: 100,
        description: 'Comma-separated statuses, e.g. VALID,PROCESSING_PAYMENT',
      }),
    ),
    method: Type.Optional(
      Type.Enum(PAYMENT_METHODS, { description: 'Links that offer this payment method' }),
    ),
    currency: Type.Optional(CurrencySchema),
    createdFrom: Type.Optional(
      Type.String({ format: 'date-time', description: 'Created at or after this instant' }),
    ),
    createdTo: Type.Optional(
      Type.String({ format: 'date-time', description: 'Created before this instant' }),
    ),
    amountMin: Type.Optional(
      Type.String({ pattern: MINOR_UNITS, description: 'Smallest amount, in minor units' }),
    ),
    amountMax: Type.Optional(
      Type.String({ pattern: MINOR_UNITS, description: 'Largest amount, in minor units' }),
    ),
    sort: Type.Optional(
      Type.Enum(LINK_LIST_SORTS, { description: 'Newest first (-createdAt) unless given' }),
    ),
  },
  { additionalProperties: false },
);
export type LinkFilterQuery = Type.Static<typeof LinkFilterQuerySchema>;

export const LinkListQuerySchema = Type.Object(
  {
    ...LinkFilterQuerySchema.properties,
    cursor: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z0-9_-]{1,400}$',
        description: "The previous page's nextCursor, with the same filters and sort",
      }),
    ),
    limit: Type.Optional(
      Type.String({
        pattern: '^([1-9][0-9]?|100)$',
        description: `Links a page, 1 to ${LINK_LIST_MAX_LIMIT} (default ${LINK_LIST_DEFAULT_LIMIT})`,
      }),
    ),
  },
  { additionalProperties: false },
);
export type LinkListQuery = Type.Static<typeof LinkListQuerySchema>;

/** One row of the list: what a merchant needs to tell links apart and follow them. */
export const PaymentLinkSummarySchema = Type.Object({
  uuid: Type.String(),
  url: Type.String({ description: 'The address to send the shopper to' }),
  status: LinkStatusSchema,
  amount: Type.Integer({ description: 'Minor units' }),
  currency: CurrencySchema,
  description: Nullable(Type.String()),
  merchantReference: Nullable(Type.String()),
  consumerReference: Nullable(Type.String()),
  paymentMethods: Type.Array(PaymentMethodSchema),
  paidWith: Nullable(PaymentMethodSchema),
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: Nullable(Type.String({ format: 'date-time' })),
  paidAt: Nullable(Type.String({ format: 'date-time' })),
});
export type PaymentLinkSummary = Type.Static<typeof PaymentLinkSummarySchema>;

export const PaymentLinkListSchema = Type.Object({
  links: Type.Array(PaymentLinkSummarySchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: Nullable(Type.String()),
});
export type PaymentLinkList = Type.Static<typeof PaymentLinkListSchema>;
