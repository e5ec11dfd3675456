import Type from 'typebox';
import { PAYPAL_TRANSACTION_TYPES } from '../paymentSettings';
import { UuidSchema } from '../uuid';
import { CORRELATION_ID_PATTERN } from './paypalConstants';

/**
 * PayPal (SPEC §7, decision record 0017). A new PayPal account: the page asks for a transaction,
 * the payer approves it on the provider's page, comes back to /paypal-transaction-created and
 * the page executes it. A saved billing agreement pays at once, without leaving the page.
 */

// ---- Public API (page → service) ----

export const PaypalMerchantParamsSchema = Type.Object({
  merchantId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});

export const CorrelationIdSchema = Type.String({
  pattern: CORRELATION_ID_PATTERN,
  description: 'The id the fraud-data script reported the device under (SPEC §4)',
});

/** The link paid, and the saved billing agreement it is paid with (none: a PayPal account). */
export const PaypalPaymentAssetSchema = Type.Object(
  {
    type: Type.Literal('PAYPAL'),
    paymentLinkId: UuidSchema,
    id: Type.Optional(
      Type.String({
        pattern: '^as_[A-Za-z0-9_-]{8,64}$',
        description: 'A saved billing agreement (GET …/assets, paypal); absent for a new account',
      }),
    ),
  },
  { additionalProperties: false },
);
export type PaypalPaymentAsset = Type.Static<typeof PaypalPaymentAssetSchema>;

/** POST /public/paypal/merchant/{merchantId}/transaction (with an Idempotency-Key header). */
export const PaypalTransactionBodySchema = Type.Object(
  {
    asset: PaypalPaymentAssetSchema,
    // Absent when no fraud check applies: an amount of 0 (SPEC §4).
    correlationId: Type.Optional(CorrelationIdSchema),
  },
  { additionalProperties: false },
);
export type PaypalTransactionBody = Type.Static<typeof PaypalTransactionBodySchema>;

/** POST …/transaction/execute?paymentLinkId=…&transactionId=… (empty body, Idempotency-Key). */
export const PaypalExecuteQuerySchema = Type.Object(
  {
    paymentLinkId: UuidSchema,
    transactionId: Type.String({ pattern: '^tx_[A-Za-z0-9_-]{8,64}$' }),
  },
  { additionalProperties: false },
);
export type PaypalExecuteQuery = Type.Static<typeof PaypalExecuteQuerySchema>;

export const PAYPAL_TRANSACTION_STATUSES = [
  'AUTHORIZED',
  'COMPLETED',
  'PENDING',
  'REFUSED',
] as const;

/** Both calls answer how the PayPal payment stands and, while it waits for the payer, where to go. */
export const PaypalTransactionResponseSchema = Type.Object({
  status: Type.Enum(PAYPAL_TRANSACTION_STATUSES),
  transactionId: Type.String(),
  /** PENDING: the provider's approval page, relative to the gateway's origin (gppBaseUrl). */
  redirectUrl: Type.Optional(Type.String()),
  /** REFUSED: CANCELLED (the payer gave up), INSTRUMENT_DECLINED, AGREEMENT_CANCELLED … */
  refusalReason: Type.Optional(Type.String()),
  /** A billing agreement was made and saved for the consumer with this payment. */
  billingAgreementCreated: Type.Boolean(),
});
export type PaypalTransactionResponse = Type.Static<typeof PaypalTransactionResponseSchema>;

// ---- Gateway API (service → gateway): a PAYPAL payment's details ----

const TransactionType = Type.Enum(PAYPAL_TRANSACTION_TYPES);

/** A payment the payer approves on the provider's page, then executed by the service. */
export const PaypalCheckoutDetailsSchema = Type.Object(
  {
    transactionType: TransactionType,
    createBillingAgreement: Type.Boolean(),
    correlationId: Type.Optional(CorrelationIdSchema),
  },
  { additionalProperties: false },
);
export type PaypalCheckoutDetails = Type.Static<typeof PaypalCheckoutDetailsSchema>;

/**
 * A charge of a billing agreement for the payment's amount, decided at once: the shopper paying
 * with a saved account, or (later) the merchant charging one off-session.
 */
export const PaypalAgreementChargeDetailsSchema = Type.Object(
  {
    billingAgreementId: Type.String({ pattern: '^B-[A-Z0-9]{8,17}$' }),
    transactionType: TransactionType,
    correlationId: Type.Optional(CorrelationIdSchema),
  },
  { additionalProperties: false },
);
export type PaypalAgreementChargeDetails = Type.Static<typeof PaypalAgreementChargeDetailsSchema>;

/** POST {gateway}/hosted/paypal/fraud-data: what the fraud-data script saw of the device. */
export const FraudDataBodySchema = Type.Object(
  {
    correlationId: CorrelationIdSchema,
    merchantId: Type.String({ minLength: 1, maxLength: 64 }),
    device: Type.Record(
      Type.String({ pattern: '^[a-zA-Z]{1,32}$' }),
      Type.Union([Type.String({ maxLength: 256 }), Type.Number(), Type.Boolean()]),
      { maxProperties: 20 },
    ),
  },
  { additionalProperties: false },
);
export type FraudDataBody = Type.Static<typeof FraudDataBodySchema>;
