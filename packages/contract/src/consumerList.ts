import Type from 'typebox';
import { ConsumerReferenceSchema } from './merchantCharges';
import { PlainText } from './plainText';

/**
 * GET /api/v1/consumers: the consumers the merchant named on links or who have saved assets,
 * in the order of their references, a page at a time.
 */

export const CONSUMER_LIST_DEFAULT_LIMIT = 25;

export const ConsumerListQuerySchema = Type.Object(
  {
    q: Type.Optional(
      PlainText({ minLength: 1, maxLength: 128, description: 'Part of the consumer reference' }),
    ),
    cursor: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z0-9_-]{1,400}$',
        description: "The previous page's nextCursor",
      }),
    ),
    limit: Type.Optional(Type.String({ pattern: '^([1-9][0-9]?|100)$' })),
  },
  { additionalProperties: false },
);
export type ConsumerListQuery = Type.Static<typeof ConsumerListQuerySchema>;

export const ConsumerSummarySchema = Type.Object({
  consumerReference: Type.String(),
  /** Saved assets not deleted. */
  assetCount: Type.Integer(),
  /** The last payment or charge made with one of its saved assets; null if none was. */
  lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type ConsumerSummary = Type.Static<typeof ConsumerSummarySchema>;

export const ConsumerListSchema = Type.Object({
  consumers: Type.Array(ConsumerSummarySchema),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});

export const ConsumerAssetParamsSchema = Type.Object({
  consumerReference: ConsumerReferenceSchema,
  assetId: Type.String({ pattern: '^as_[A-Za-z0-9_-]{4,64}$' }),
});
