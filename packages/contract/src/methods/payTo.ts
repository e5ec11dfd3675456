import Type from 'typebox';
import { PlainText } from '../plainText';
import { TransactionStatusSchema } from '../merchantApi';
import { UuidSchema } from '../uuid';
import { MANDATE_STATUSES, SepaTransactionBodySchema, SepaTransactionResponseSchema } from './sepa';
import { ACCOUNT_NAME_MAX_LENGTH, PAYID_MAX_LENGTH, PAYID_TYPES } from './payToRules';

/**
 * PayTo (SPEC §2, §4, §5, §7; decision record 0022). The shopper names the account to pay from
 * (account name, PayID and its type); the payment is SPEC's SEPA transaction call with
 * `paymentMethod: PAYTO`; the gateway asks the payer's bank for a PayTo agreement (mandate scheme
 * PAYTODD), which the payer approves, declines or rejects in the banking app, or lets time out.
 * The mandate status travels in the payment's details.
 */

/** SPEC §4's mandate statuses, which a PayTo agreement goes through. */
export type MandateStatus = (typeof MANDATE_STATUSES)[number];

// ---- Public API (page → service), SPEC §7 ----

/** What the shopper pays from: the account behind a PayID (never saved as an asset). */
export const PayToAccountSchema = Type.Object(
  {
    type: Type.Literal('PAYTO'),
    accountName: PlainText({ minLength: 1, maxLength: ACCOUNT_NAME_MAX_LENGTH + 20 }),
    payIdType: Type.Enum(PAYID_TYPES),
    // Room for the spaces a shopper groups a number with; SPEC §5's rules are checked after.
    payId: Type.String({ minLength: 1, maxLength: PAYID_MAX_LENGTH + 20 }),
  },
  { additionalProperties: false },
);
export type PayToAccount = Type.Static<typeof PayToAccountSchema>;

/** POST /public/sepa/merchant/{merchantId}/transaction with SPEC's `paymentMethod: PAYTO`. */
export const PayToTransactionBodySchema = Type.Object(
  {
    paymentLinkId: UuidSchema,
    asset: PayToAccountSchema,
    paymentMethod: Type.Literal('PAYTO'),
  },
  { additionalProperties: false },
);
export type PayToTransactionBody = Type.Static<typeof PayToTransactionBodySchema>;

export const PayToTransactionResponseSchema = Type.Object({
  transactionId: Type.String(),
  /** PENDING while the payer decides (SPEC §4: payto-transaction-created); REFUSED at once. */
  status: TransactionStatusSchema,
  mandateStatus: Type.Enum(MANDATE_STATUSES),
  /** When the agreement times out if the payer does nothing. */
  agreementExpiresAt: Type.Optional(Type.String({ format: 'date-time' })),
});
export type PayToTransactionResponse = Type.Static<typeof PayToTransactionResponseSchema>;

/**
 * The SEPA transaction route's body and answers (SPEC §7: `paymentMethod SEPA_DD or PAYTO`):
 * the body's paymentMethod decides which method pays.
 */
export const SepaOrPayToTransactionBodySchema = Type.Union([
  SepaTransactionBodySchema,
  PayToTransactionBodySchema,
]);
export const SepaOrPayToTransactionResponseSchema = Type.Union([
  SepaTransactionResponseSchema,
  PayToTransactionResponseSchema,
]);

// ---- Gateway API (service → gateway) ----

/** A PAYTO payment's request details: the agreement asked of the payer's bank. */
export const PayToAgreementRequestSchema = Type.Object(
  {
    accountName: Type.String({ minLength: 1, maxLength: ACCOUNT_NAME_MAX_LENGTH }),
    payIdType: Type.Enum(PAYID_TYPES),
    payId: Type.String({ minLength: 1, maxLength: PAYID_MAX_LENGTH }),
    /** The payer must approve before this, or the agreement times out (TIMEDOUT). */
    agreementExpiresAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type PayToAgreementRequest = Type.Static<typeof PayToAgreementRequestSchema>;
