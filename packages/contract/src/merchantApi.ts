import Type from 'typebox';
import { LinkRefundSchema } from './linkRefund';
import { LinkStatusSchema } from './linkStatus';
import { ChargeSchema, RefundSchema } from './merchantCharges';
import { MethodDetailsSchema } from './methodDetails';
import { CurrencySchema } from './money';
import { PaymentLinkInfoSchema } from './paymentLink';
import { PaymentMethodSchema } from './paymentMethods';

/** Transaction statuses the service records (SPEC §4's payment status values). */
export const TRANSACTION_STATUSES = [
  'PENDING',
  'AUTHORIZED',
  'COMPLETED',
  'SETTLED',
  'REFUSED',
] as const;
export const TransactionStatusSchema = Type.Enum(TRANSACTION_STATUSES);
export type TransactionStatus = Type.Static<typeof TransactionStatusSchema>;

/**
 * The merchant's view adds VOIDED: an authorisation the merchant released (decision record
 * 0039). The shopper's page never reads it; to the shopper that payment was approved.
 */
export const MERCHANT_TRANSACTION_STATUSES = [...TRANSACTION_STATUSES, 'VOIDED'] as const;
export const MerchantTransactionStatusSchema = Type.Enum(MERCHANT_TRANSACTION_STATUSES);
export type MerchantTransactionStatus = Type.Static<typeof MerchantTransactionStatusSchema>;

/** When and which terms the shopper accepted before the payment started (SPEC §5). */
export const TermsAcceptanceSchema = Type.Object({
  /** The service's time at the payment's start, which the acceptance came with. */
  acceptedAt: Type.String({ format: 'date-time' }),
  /** The link's terms document the shopper was shown (null: the link names none). */
  termsUrl: Type.Union([Type.String(), Type.Null()]),
});
export type TermsAcceptance = Type.Static<typeof TermsAcceptanceSchema>;

export const MerchantTransactionSchema = Type.Object({
  id: Type.String(),
  paymentMethod: PaymentMethodSchema,
  status: MerchantTransactionStatusSchema,
  amount: Type.Integer(),
  currency: CurrencySchema,
  /** What was taken: the amount once COMPLETED, what a capture took, else 0. */
  capturedAmount: Type.Integer(),
  /** The sum of the refunds made, pending ones included; never more than capturedAmount. */
  refundedAmount: Type.Integer(),
  gatewayPaymentId: Type.Union([Type.String(), Type.Null()]),
  /** What the method tells about the payment (a mandate reference, a return reason …). */
  details: Type.Union([MethodDetailsSchema, Type.Null()]),
  /** Why a REFUSED payment was refused, in the provider's words (DECLINED, AC04 …). */
  refusalReason: Type.Union([Type.String(), Type.Null()]),
  /** The shopper's acceptance of the terms; null for payments made before it was kept. */
  termsAcceptance: Type.Union([TermsAcceptanceSchema, Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type MerchantTransaction = Type.Static<typeof MerchantTransactionSchema>;

/** What the merchant API answers for a link: the link info plus its shopper URL and transactions. */
export const MerchantPaymentLinkSchema = Type.Object({
  ...PaymentLinkInfoSchema.properties,
  url: Type.String({ description: 'The address to send the shopper to' }),
  transactions: Type.Array(MerchantTransactionSchema),
});
export type MerchantPaymentLink = Type.Static<typeof MerchantPaymentLinkSchema>;

/** Events the service sends to the merchant's webhook URL. */
export const MERCHANT_WEBHOOK_TYPES = [
  'payment_link.invalidated',
  'payment_link.expired',
  'payment_link.consumed',
  'transaction.updated',
  /** A link's authorised payment captured, voided or refunded by the merchant (0039). */
  'payment_link.captured',
  'payment_link.voided',
  'payment_link.refunded',
  'charge.succeeded',
  'charge.pending',
  'charge.refused',
  'charge.captured',
  'charge.voided',
  'charge.refunded',
  'webhook.test',
] as const;
export type MerchantWebhookType = (typeof MERCHANT_WEBHOOK_TYPES)[number];

export const MerchantWebhookSchema = Type.Object({
  id: Type.String(),
  type: Type.Enum(MERCHANT_WEBHOOK_TYPES),
  createdAt: Type.String({ format: 'date-time' }),
  data: Type.Object({
    /** Absent only on webhook.test, which concerns no link. */
    paymentLinkUuid: Type.Optional(Type.String()),
    status: Type.Optional(LinkStatusSchema),
    transaction: Type.Optional(MerchantTransactionSchema),
    /** charge.* events: the charge after the change. */
    charge: Type.Optional(ChargeSchema),
    /**
     * charge.refunded and payment_link.refunded: the refund concerned (PENDING, or SUCCEEDED once
     * the money is back); a link's names its link and transaction instead of a charge.
     */
    refund: Type.Optional(Type.Union([RefundSchema, LinkRefundSchema])),
  }),
});
export type MerchantWebhook = Type.Static<typeof MerchantWebhookSchema>;

export const WebhookDeliveryAttemptSchema = Type.Object({
  attemptedAt: Type.String({ format: 'date-time' }),
  statusCode: Type.Union([Type.Integer(), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
});

/** One event of the merchant's webhook outbox with its delivery attempts. */
export const WebhookDeliverySchema = Type.Object({
  id: Type.String({ description: 'The event id, as in the body sent' }),
  type: Type.Enum(MERCHANT_WEBHOOK_TYPES),
  state: Type.Enum(['PENDING', 'DELIVERED', 'FAILED'] as const),
  attempts: Type.Integer(),
  nextAttemptAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  deliveredAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  lastError: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  body: MerchantWebhookSchema,
  history: Type.Array(WebhookDeliveryAttemptSchema),
});
export type WebhookDelivery = Type.Static<typeof WebhookDeliverySchema>;

export const WebhookDeliveryListSchema = Type.Object({
  deliveries: Type.Array(WebhookDeliverySchema),
});

export const WebhookDeliveryListQuerySchema = Type.Object(
  {
    limit: Type.Optional(Type.String({ pattern: '^([1-9][0-9]?|100)$' })),
    state: Type.Optional(Type.Enum(['PENDING', 'DELIVERED', 'FAILED'] as const)),
  },
  { additionalProperties: false },
);

export const WebhookDeliveryParamsSchema = Type.Object({
  deliveryId: Type.String({ pattern: '^evt_[A-Za-z0-9_-]{4,64}$' }),
});

export const QueuedWebhookSchema = Type.Object({
  id: Type.String(),
  state: Type.Literal('PENDING'),
});
