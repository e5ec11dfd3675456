import Type from 'typebox';
import { PlainText } from '../plainText';
import { TransactionStatusSchema } from '../merchantApi';
import { UuidSchema } from '../uuid';
import { ACCOUNT_HOLDER_MAX_LENGTH } from './sepaRules';

/**
 * SEPA Direct Debit (SPEC §2, §3, §7; docs/decisions/0016). The shopper gives a mandate on the
 * page (account holder, IBAN, the mandate text accepted); the gateway keeps the full IBAN and
 * answers a mandate id and reference; the service keeps the masked IBAN and the reference (as a
 * saved asset when the link has a consumer) and pays with the mandate. A debit is PENDING when
 * submitted and later settles or is returned with an R-transaction reason.
 */

// ---- Public API (page → service), SPEC §7 ----

export const MerchantParamsSchema = Type.Object({
  merchantId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});

/** GET /public/merchant/{merchantId}/creditor: who collects, as the mandate text names it. */
export const CreditorResponseSchema = Type.Object({
  name: Type.String(),
  /** The SEPA creditor identifier, e.g. DE98ZZZ09999999999. */
  creditorId: Type.String(),
  address: Type.Union([Type.String(), Type.Null()]),
});
export type CreditorResponse = Type.Static<typeof CreditorResponseSchema>;

/**
 * POST /public/sepa/merchant/{merchantId}/mandate (SPEC: "request body not shown"; 0016).
 * The IBAN may come grouped as the shopper typed it; only letters, digits and spaces.
 */
export const CreateMandateBodySchema = Type.Object(
  {
    /** The link the mandate is given on: it names the consumer and the mandate scheme. */
    paymentLinkId: UuidSchema,
    accountHolder: PlainText({ minLength: 1, maxLength: ACCOUNT_HOLDER_MAX_LENGTH }),
    iban: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9 ]+$' }),
    /** The shopper saw the mandate text of the link's scheme and gave the mandate. */
    mandateAccepted: Type.Literal(true),
  },
  { additionalProperties: false },
);
export type CreateMandateBody = Type.Static<typeof CreateMandateBodySchema>;

/** SPEC §3's mandate response: `uuid` is what the page pays with (the asset of the payment). */
export const MandateResponseSchema = Type.Object({
  uuid: Type.String(),
  sepaMandateReference: Type.String(),
});
export type MandateResponse = Type.Static<typeof MandateResponseSchema>;

/** A saved mandate (an asset id, as_…) or a mandate just given on this link (its uuid). */
export const SepaPaymentAssetSchema = Type.Object(
  {
    type: Type.Literal('SEPA_DD'),
    id: Type.Union([Type.String({ pattern: '^as_[A-Za-z0-9_-]{8,64}$' }), UuidSchema]),
  },
  { additionalProperties: false },
);
export type SepaPaymentAsset = Type.Static<typeof SepaPaymentAssetSchema>;

/** POST /public/sepa/merchant/{merchantId}/transaction: SPEC's {asset, paymentMethod}, and the link. */
export const SepaTransactionBodySchema = Type.Object(
  {
    paymentLinkId: UuidSchema,
    asset: SepaPaymentAssetSchema,
    paymentMethod: Type.Literal('SEPA_DD'),
  },
  { additionalProperties: false },
);
export type SepaTransactionBody = Type.Static<typeof SepaTransactionBodySchema>;

export const SepaTransactionResponseSchema = Type.Object({
  transactionId: Type.String(),
  /** PENDING once the debit is submitted (SPEC §4: success); AUTHORIZED for a mandate only. */
  status: TransactionStatusSchema,
  sepaMandateReference: Type.String(),
  /** The day the debit is collected (pre-notification), YYYY-MM-DD. */
  dueDate: Type.Optional(Type.String({ format: 'date' })),
});
export type SepaTransactionResponse = Type.Static<typeof SepaTransactionResponseSchema>;

// ---- Gateway API (service → gateway) ----

/** SPEC §4's mandate statuses. */
export const MANDATE_STATUSES = ['PENDING', 'ACTIVE', 'REJECTED', 'DECLINED', 'TIMEDOUT'] as const;
export const GATEWAY_MANDATE_SCHEMES = ['CORE', 'B2B'] as const;
/** A recurrent mandate serves later debits too; a one-off mandate serves exactly one. */
export const MANDATE_SEQUENCES = ['RECURRENT', 'ONE_OFF'] as const;
export type MandateSequence = (typeof MANDATE_SEQUENCES)[number];
export type GatewayMandateScheme = (typeof GATEWAY_MANDATE_SCHEMES)[number];

export const GatewayMandateIdSchema = Type.String({ pattern: '^md_[A-Za-z0-9_-]{8,64}$' });

/** POST /v1/sepa/mandates: idempotent by reference (the service's mandate uuid). */
export const CreateGatewayMandateBodySchema = Type.Object(
  {
    reference: Type.String({ minLength: 1, maxLength: 64 }),
    creditor: Type.Object(
      {
        id: Type.String({ minLength: 8, maxLength: 35 }),
        name: Type.String({ minLength: 1, maxLength: 70 }),
        address: Type.Union([Type.String({ maxLength: 140 }), Type.Null()]),
      },
      { additionalProperties: false },
    ),
    accountHolder: Type.String({ minLength: 1, maxLength: ACCOUNT_HOLDER_MAX_LENGTH }),
    iban: Type.String({ minLength: 1, maxLength: 50 }),
    scheme: Type.Enum(GATEWAY_MANDATE_SCHEMES),
    sequence: Type.Enum(MANDATE_SEQUENCES),
    /** When the shopper accepted the mandate text (the e-mandate's date of signature). */
    signedAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type CreateGatewayMandateBody = Type.Static<typeof CreateGatewayMandateBodySchema>;

/** A mandate as the gateway shows it: never the full IBAN. */
export const GatewayMandateSchema = Type.Object({
  id: GatewayMandateIdSchema,
  reference: Type.String(),
  /** The unique mandate reference (UMR): at most 35 characters of the SEPA set. */
  mandateReference: Type.String({ maxLength: 35 }),
  status: Type.Enum(MANDATE_STATUSES),
  scheme: Type.Enum(GATEWAY_MANDATE_SCHEMES),
  sequence: Type.Enum(MANDATE_SEQUENCES),
  accountHolder: Type.String(),
  ibanMasked: Type.String(),
  creditorId: Type.String(),
  signedAt: Type.String({ format: 'date-time' }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type GatewayMandate = Type.Static<typeof GatewayMandateSchema>;

export const GatewayMandateParamsSchema = Type.Object({ id: GatewayMandateIdSchema });

/** A SEPA_DD payment's request details: the debit of one mandate (also for later charges). */
export const SepaDebitRequestSchema = Type.Object(
  { mandateId: GatewayMandateIdSchema },
  { additionalProperties: false },
);
export type SepaDebitRequest = Type.Static<typeof SepaDebitRequestSchema>;

/**
 * R-transaction reasons (ISO 20022 codes) the sandbox plays: rejects before settlement and
 * returns after it. A returned debit is REFUSED with its code as the refusalReason.
 */
export const SEPA_RETURN_REASONS = {
  AC01: 'Account identifier incorrect',
  AC04: 'Account closed',
  AC06: 'Account blocked',
  AG01: 'Transaction forbidden on this account',
  AM04: 'Insufficient funds',
  MD01: 'No mandate',
  MD07: 'Account holder deceased',
  MS02: 'Refused by the payer',
  MS03: 'Reason not specified',
  SL01: 'Specific service of the payer’s bank',
} as const;
export type SepaReturnReason = keyof typeof SEPA_RETURN_REASONS;
export const SEPA_RETURN_REASON_CODES = Object.keys(SEPA_RETURN_REASONS) as SepaReturnReason[];

/** Sandbox only: POST /v1/sandbox/sepa/payments/{id}/return — the payer's bank returns a debit. */
export const ReturnSepaDebitBodySchema = Type.Object(
  { reason: Type.Enum(SEPA_RETURN_REASON_CODES) },
  { additionalProperties: false },
);
