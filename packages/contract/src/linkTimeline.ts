import Type from 'typebox';
import { MERCHANT_WEBHOOK_TYPES, MerchantTransactionStatusSchema } from './merchantApi';
import { RefundStatusSchema } from './merchantCharges';
import { CurrencySchema } from './money';
import { PaymentMethodSchema } from './paymentMethods';

/**
 * What happened to one payment link, oldest first (GET /api/v1/payment-links/{uuid}/timeline),
 * told from what the service stores anyway: the link, its visits, its transactions, the
 * webhooks sent about it, and the captures, voids and refunds of its payments.
 */

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const At = Type.String({ format: 'date-time' });

export const TimelineCreatedSchema = Type.Object({ at: At, kind: Type.Literal('created') });

/** Visits close together (TIMELINE_VISIT_GAP_S) are one opening, with how many they were. */
export const TimelineOpenedSchema = Type.Object({
  at: At,
  kind: Type.Literal('opened'),
  visits: Type.Integer({ minimum: 1 }),
});

export const TimelineAttemptSchema = Type.Object({
  at: At,
  kind: Type.Literal('attempt'),
  paymentMethod: PaymentMethodSchema,
  status: MerchantTransactionStatusSchema,
  refusalReason: Nullable(Type.String()),
  transactionId: Type.String(),
});

export const TimelinePaidSchema = Type.Object({
  at: At,
  kind: Type.Literal('paid'),
  paymentMethod: Nullable(PaymentMethodSchema),
  amount: Type.Integer(),
  currency: CurrencySchema,
  transactionId: Nullable(Type.String()),
});

export const TimelineEndedSchema = Type.Object({
  at: At,
  kind: Type.Enum(['invalidated', 'expired'] as const),
});

export const TimelineWebhookSchema = Type.Object({
  at: At,
  kind: Type.Literal('webhook'),
  type: Type.Enum(MERCHANT_WEBHOOK_TYPES),
  deliveryId: Type.String(),
  status: Type.Enum(['PENDING', 'DELIVERED', 'FAILED'] as const),
  attempts: Type.Array(
    Type.Object({
      at: At,
      /** The merchant endpoint's answer; null when none came (refused, timed out). */
      statusCode: Nullable(Type.Integer()),
    }),
  ),
});

/** A capture of a reserved payment (what it took) or a void (what it released). */
export const TimelineCaptureOrVoidSchema = Type.Object({
  at: At,
  kind: Type.Enum(['captured', 'voided'] as const),
  amount: Type.Integer(),
  transactionId: Type.String(),
});

/** A refund of a payment: asked at `at`; PENDING until the money is back (a SEPA refund). */
export const TimelineRefundSchema = Type.Object({
  at: At,
  kind: Type.Literal('refunded'),
  amount: Type.Integer(),
  reason: Nullable(Type.String()),
  transactionId: Type.String(),
  refundId: Type.String(),
  status: RefundStatusSchema,
});

/** What the merchant did with a link's payments after they were made. */
export type TimelinePaymentChange =
  Type.Static<typeof TimelineCaptureOrVoidSchema> | Type.Static<typeof TimelineRefundSchema>;

export const TimelineEventSchema = Type.Union([
  TimelineCreatedSchema,
  TimelineOpenedSchema,
  TimelineAttemptSchema,
  TimelinePaidSchema,
  TimelineEndedSchema,
  TimelineWebhookSchema,
  TimelineCaptureOrVoidSchema,
  TimelineRefundSchema,
]);
export type TimelineEvent = Type.Static<typeof TimelineEventSchema>;

export const LinkTimelineSchema = Type.Object({ events: Type.Array(TimelineEventSchema) });
export type LinkTimeline = Type.Static<typeof LinkTimelineSchema>;

/** Visits less than this apart count as one opening of the link. */
export const TIMELINE_VISIT_GAP_S = 30 * 60;
