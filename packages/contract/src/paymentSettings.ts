import Type from 'typebox';

/** SPEC §4: card transaction types; PayPal knows only the first two. */
export const CARD_TRANSACTION_TYPES = [
  'preauth',
  'preauthAndCapture',
  'debit',
  'zeroAuth',
] as const;
export const PAYPAL_TRANSACTION_TYPES = ['preauth', 'preauthAndCapture'] as const;
export const MANDATE_SCHEMES = [
  'SEPADD_CORE',
  'SEPADD_B2B',
  'SEPADDCORE',
  'SEPADDB2B',
  'PAYTODD',
] as const;

export const CardTransactionTypeSchema = Type.Enum(CARD_TRANSACTION_TYPES);
export type CardTransactionType = Type.Static<typeof CardTransactionTypeSchema>;
export const MandateSchemeSchema = Type.Enum(MANDATE_SCHEMES);
export type MandateScheme = Type.Static<typeof MandateSchemeSchema>;

const ProcessingOptions = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
  maxItems: 20,
});

/**
 * Sections whose contents SPEC §3 does not show: a small flat map of settings, so that a merchant
 * can pass provider options through without us inventing fields.
 */
const OpenSection = Type.Record(
  Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' }),
  Type.Union([Type.String({ maxLength: 256 }), Type.Number(), Type.Boolean()]),
  { maxProperties: 20 },
);

export const PaymentSettingsSchema = Type.Object(
  {
    requestToPay: Type.Optional(
      Type.Object(
        { processingOptions: Type.Optional(ProcessingOptions) },
        { additionalProperties: false },
      ),
    ),
    card: Type.Optional(
      Type.Object(
        {
          shopperBankStatement: Type.Optional(Type.String({ minLength: 1, maxLength: 22 })),
          transactionType: Type.Optional(CardTransactionTypeSchema),
        },
        { additionalProperties: false },
      ),
    ),
    adyen: Type.Optional(
      Type.Object(
        { sessionCreatorGpp: Type.Optional(Type.Boolean()) },
        { additionalProperties: false },
      ),
    ),
    sepa: Type.Optional(
      Type.Object(
        { mandateScheme: Type.Optional(MandateSchemeSchema) },
        { additionalProperties: false },
      ),
    ),
    payPal: Type.Optional(
      Type.Object(
        {
          transactionType: Type.Optional(Type.Enum(PAYPAL_TRANSACTION_TYPES)),
          createBillingAgreement: Type.Optional(Type.Boolean()),
        },
        { additionalProperties: false },
      ),
    ),
    paymentSlip: Type.Optional(
      Type.Object(
        {
          processingOption: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
          lowercased: Type.Optional(Type.Boolean()),
        },
        { additionalProperties: false },
      ),
    ),
    accountToPay: Type.Optional(OpenSection),
    promptpayQr: Type.Optional(
      Type.Object(
        { processingOptions: Type.Optional(ProcessingOptions) },
        { additionalProperties: false },
      ),
    ),
    payTo: Type.Optional(OpenSection),
    payByBank: Type.Optional(OpenSection),
    virtualAccount: Type.Optional(OpenSection),
  },
  { additionalProperties: false },
);
export type PaymentSettings = Type.Static<typeof PaymentSettingsSchema>;
