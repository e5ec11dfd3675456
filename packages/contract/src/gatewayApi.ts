import Type from 'typebox';
import {
  CardPaymentDetailsSchema,
  GatewayActionSchema,
  GatewayCardSchema,
  OffSessionCardDetailsSchema,
} from './cardPayments';
import { FieldErrorSchema } from './errors';
import { MethodDetailsSchema } from './methodDetails';
import { CurrencySchema, MAX_AMOUNT_MINOR } from './money';
import { PaymentMethodSchema } from './paymentMethods';
import { REFUSAL_REASONS } from './refusalReasons';

/**
 * The sandbox gateway's REST API, called by the payment-link service with its API key, and the
 * webhooks it sends back. A real provider adapter implements the same calls on the server side.
 */

/** SPEC §4: provider result statuses. */
export const GATEWAY_PAYMENT_STATUSES = [
  'RECEIVED',
  'PENDING',
  'AUTHORISED',
  'SUCCESS',
  'REFUSED',
  'CANCELLED',
] as const;
export const GatewayPaymentStatusSchema = Type.Enum(GATEWAY_PAYMENT_STATUSES);
export type GatewayPaymentStatus = Type.Static<typeof GatewayPaymentStatusSchema>;

export const CARD_REFUSAL_REASONS = [
  REFUSAL_REASONS.declined,
  REFUSAL_REASONS.insufficientFunds,
  REFUSAL_REASONS.expiredCard,
  REFUSAL_REASONS.authenticationFailed,
  REFUSAL_REASONS.limitExceeded,
  REFUSAL_REASONS.blocked,
  REFUSAL_REASONS.providerUnavailable,
  /** The shopper cancelled the 3-D Secure challenge, or chose another way to pay. */
  REFUSAL_REASONS.cancelled,
  /** The shopper left a 3-D Secure step open until it ran out. */
  REFUSAL_REASONS.expired,
] as const;
export type CardRefusalReason = (typeof CARD_REFUSAL_REASONS)[number];

/** Statuses after which a gateway payment never changes again. */
export const FINAL_GATEWAY_STATUSES: readonly GatewayPaymentStatus[] = [
  'AUTHORISED',
  'SUCCESS',
  'REFUSED',
  'CANCELLED',
];

export const CreateGatewayPaymentBodySchema = Type.Object(
  {
    reference: Type.String({
      minLength: 1,
      maxLength: 64,
      description: "The service's transaction id",
    }),
    amount: Type.Integer({ minimum: 0, maximum: MAX_AMOUNT_MINOR }),
    currency: CurrencySchema,
    method: PaymentMethodSchema,
    returnUrl: Type.Optional(Type.String({ format: 'uri', maxLength: 2048 })),
    locale: Type.Optional(Type.String({ maxLength: 16 })),
    /**
     * Card payments only: the tokenised card and the browser facts 3-D Secure needs, or a saved
     * card the merchant charges without the shopper (no browser, no 3-D Secure).
     */
    card: Type.Optional(Type.Union([CardPaymentDetailsSchema, OffSessionCardDetailsSchema])),
    /** Every other method: what it needs, checked by the gateway's module of that method. */
    details: Type.Optional(MethodDetailsSchema),
  },
  { additionalProperties: false },
);
export type CreateGatewayPaymentBody = Type.Static<typeof CreateGatewayPaymentBodySchema>;

/** PENDING while the money travels back (a SEPA credit transfer), then SUCCESS. */
export const GATEWAY_REFUND_STATUSES = ['PENDING', 'SUCCESS'] as const;

export const GatewayRefundSchema = Type.Object({
  id: Type.String({ pattern: '^gr_' }),
  reference: Type.String({ description: "The service's refund id" }),
  amount: Type.Integer({ minimum: 1 }),
  status: Type.Enum(GATEWAY_REFUND_STATUSES),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type GatewayRefund = Type.Static<typeof GatewayRefundSchema>;

export const GatewayPaymentSchema = Type.Object({
  id: Type.String(),
  reference: Type.String(),
  status: GatewayPaymentStatusSchema,
  method: PaymentMethodSchema,
  amount: Type.Integer(),
  currency: CurrencySchema,
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  /** Card payments: the card as the gateway keeps it (no number, no CVC). */
  card: Type.Optional(GatewayCardSchema),
  /** PENDING payments: what the shopper's browser must do next (3-D Secure, a redirect). */
  action: Type.Optional(GatewayActionSchema),
  /** What the method tells about the payment (MethodDetailsSchema). */
  details: Type.Optional(MethodDetailsSchema),
  /**
   * Why a REFUSED payment was refused: CARD_REFUSAL_REASONS for cards, the scheme's own code
   * for other methods (a SEPA return reason such as AC04, CANCELLED when the shopper gave up).
   */
  refusalReason: Type.Optional(Type.String({ pattern: '^[A-Z0-9_]{2,40}$' })),
  /** What was captured of an authorisation (a capture may take less than was reserved). */
  capturedAmount: Type.Optional(Type.Integer({ minimum: 0 })),
  /** The sum of the refunds not failed; never more than what was taken. */
  refundedAmount: Type.Optional(Type.Integer({ minimum: 0 })),
  /** Every refund of the payment, oldest first: each change reaches the service by webhook. */
  refunds: Type.Optional(Type.Array(GatewayRefundSchema)),
  /**
   * Open and waiting on the shopper's step (3-D Secure, a checkout, a bank, wallet or app
   * approval, a QR code or an account not yet paid): true exactly when POST
   * /v1/payments/{id}/cancel would end it. False once the shopper has decided and only the
   * bank's confirmation is awaited (Trustly), or when nothing waits on the shopper (a submitted
   * SEPA debit). Absent: read as false.
   */
  waitsOnShopper: Type.Optional(Type.Boolean()),
});
export type GatewayPayment = Type.Static<typeof GatewayPaymentSchema>;

export const GatewayPaymentParamsSchema = Type.Object({
  id: Type.String({ pattern: '^gp_[A-Za-z0-9_-]{8,64}$' }),
});

/** GET /v1/payments?reference=…: the payment made for one of the service's transactions. */
export const GatewayPaymentReferenceQuerySchema = Type.Object(
  { reference: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);

/** Sandbox only: decide a payment's outcome, as a shopper approving in a bank app would. */
export const SettleSandboxPaymentBodySchema = Type.Object(
  { status: Type.Enum(['PENDING', 'AUTHORISED', 'SUCCESS', 'REFUSED'] as const) },
  { additionalProperties: false },
);

/** POST /v1/payments/{id}/capture: an AUTHORISED payment, once, for at most what was reserved. */
export const CaptureGatewayPaymentBodySchema = Type.Object(
  { amount: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_AMOUNT_MINOR })) },
  { additionalProperties: false },
);
export type CaptureGatewayPaymentBody = Type.Static<typeof CaptureGatewayPaymentBodySchema>;

/**
 * POST /v1/payments/{id}/refunds: idempotent by reference. A taken payment (SUCCESS) only, and
 * all its refunds together at most what was taken.
 */
export const RefundGatewayPaymentBodySchema = Type.Object(
  {
    reference: Type.String({ minLength: 1, maxLength: 64 }),
    amount: Type.Integer({ minimum: 1, maximum: MAX_AMOUNT_MINOR }),
  },
  { additionalProperties: false },
);
export type RefundGatewayPaymentBody = Type.Static<typeof RefundGatewayPaymentBodySchema>;

export const GatewayWebhookSchema = Type.Object({
  id: Type.String({ pattern: '^evt_[A-Za-z0-9_-]{8,64}$' }),
  type: Type.Literal('payment.updated'),
  createdAt: Type.String({ format: 'date-time' }),
  data: GatewayPaymentSchema,
});
export type GatewayWebhook = Type.Static<typeof GatewayWebhookSchema>;

export const GatewayErrorSchema = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  fields: Type.Optional(Type.Array(FieldErrorSchema)),
});
