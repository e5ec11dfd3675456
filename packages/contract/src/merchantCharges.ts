import Type from 'typebox';
import { PlainText } from './plainText';
import { AssetsResponseSchema, AssetTypeSchema } from './assets';
import { MethodDetailsSchema } from './methodDetails';
import { CurrencySchema, MAX_AMOUNT_MINOR } from './money';
import { PaymentMethodSchema } from './paymentMethods';

/**
 * The merchant API's use of saved assets later (issue 9, decision record 0024): a consumer's
 * saved assets, a charge of one of them without the consumer (off-session), and what follows a
 * charge: capture or void of an authorisation, refunds in full or in part.
 */

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const ConsumerReferenceSchema = PlainText({ minLength: 1, maxLength: 128 });

/** GET /api/v1/consumers/{consumerReference}/assets */
export const ConsumerParamsSchema = Type.Object({ consumerReference: ConsumerReferenceSchema });

export const ConsumerAssetsSchema = Type.Object({
  consumerReference: Type.String(),
  ...AssetsResponseSchema.properties,
});
export type ConsumerAssets = Type.Static<typeof ConsumerAssetsSchema>;

export const ChargeIdSchema = Type.String({ pattern: '^ch_[A-Za-z0-9_-]{8,64}$' });
export const ChargeParamsSchema = Type.Object({ chargeId: ChargeIdSchema });

/**
 * AUTOMATIC takes the money at once; MANUAL only reserves it (cards, PayPal) until a capture
 * or a void. A SEPA debit cannot be reserved: it is always AUTOMATIC.
 */
export const CAPTURE_MODES = ['AUTOMATIC', 'MANUAL'] as const;
export const CaptureModeSchema = Type.Enum(CAPTURE_MODES);
export type CaptureMode = Type.Static<typeof CaptureModeSchema>;

const PositiveAmount = Type.Integer({
  minimum: 1,
  maximum: MAX_AMOUNT_MINOR,
  description: 'Minor units; KRW has none',
});

/** POST /api/v1/charges, with an Idempotency-Key. */
export const CreateChargeBodySchema = Type.Object(
  {
    consumerReference: ConsumerReferenceSchema,
    assetId: Type.String({
      pattern: '^as_[A-Za-z0-9_-]{8,64}$',
      description: 'A saved card, SEPA mandate or PayPal account of this consumer',
    }),
    amount: PositiveAmount,
    currency: CurrencySchema,
    description: PlainText({ minLength: 1, maxLength: 500 }),
    merchantReference: Type.Optional(PlainText({ minLength: 1, maxLength: 128 })),
    capture: Type.Optional(CaptureModeSchema),
  },
  { additionalProperties: false },
);
export type CreateChargeBody = Type.Static<typeof CreateChargeBodySchema>;

/**
 * SPEC §4's payment statuses as a charge goes through them: PENDING (a SEPA debit not yet
 * cleared), AUTHORIZED (reserved), COMPLETED (taken), REFUSED, and VOIDED (a released
 * authorisation).
 */
export const CHARGE_STATUSES = ['PENDING', 'AUTHORIZED', 'COMPLETED', 'REFUSED', 'VOIDED'] as const;
export const ChargeStatusSchema = Type.Enum(CHARGE_STATUSES);
export type ChargeStatus = Type.Static<typeof ChargeStatusSchema>;

export const ChargeSchema = Type.Object({
  id: Type.String(),
  consumerReference: Type.String(),
  assetId: Type.String(),
  assetType: AssetTypeSchema,
  paymentMethod: PaymentMethodSchema,
  amount: Type.Integer(),
  currency: CurrencySchema,
  description: Type.String(),
  merchantReference: Nullable(Type.String()),
  capture: CaptureModeSchema,
  status: ChargeStatusSchema,
  /** What was taken: the amount once completed, the captured amount after a capture, else 0. */
  capturedAmount: Type.Integer(),
  /** The sum of the refunds made, pending ones included. */
  refundedAmount: Type.Integer(),
  refusalReason: Nullable(Type.String()),
  /** What the method tells about the payment (a mandate reference and due date …). */
  details: Nullable(MethodDetailsSchema),
  gatewayPaymentId: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Charge = Type.Static<typeof ChargeSchema>;

/** POST /api/v1/charges/{chargeId}/capture, with an Idempotency-Key: all when no amount. */
export const CaptureChargeBodySchema = Type.Object(
  { amount: Type.Optional(PositiveAmount) },
  { additionalProperties: false },
);
export type CaptureChargeBody = Type.Static<typeof CaptureChargeBodySchema>;

/** POST /api/v1/charges/{chargeId}/void, with an Idempotency-Key: no body, or an empty one. */
export const VoidChargeBodySchema = Type.Object({}, { additionalProperties: false });

/** POST /api/v1/charges/{chargeId}/refunds, with an Idempotency-Key: in full when no amount. */
export const CreateRefundBodySchema = Type.Object(
  {
    amount: Type.Optional(PositiveAmount),
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type CreateRefundBody = Type.Static<typeof CreateRefundBodySchema>;

/** PENDING while the money is on its way back (a SEPA credit transfer), then SUCCEEDED. */
export const REFUND_STATUSES = ['PENDING', 'SUCCEEDED'] as const;
export const RefundStatusSchema = Type.Enum(REFUND_STATUSES);
export type RefundStatus = Type.Static<typeof RefundStatusSchema>;

export const RefundSchema = Type.Object({
  id: Type.String(),
  chargeId: Type.String(),
  amount: Type.Integer(),
  currency: CurrencySchema,
  status: RefundStatusSchema,
  reason: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Refund = Type.Static<typeof RefundSchema>;

export const RefundListSchema = Type.Object({ refunds: Type.Array(RefundSchema) });
