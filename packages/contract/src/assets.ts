import Type from 'typebox';
import { UuidSchema } from './uuid';

/** SPEC §3: saved asset kinds, in the order the page groups them. */
export const ASSET_TYPES = ['CARD', 'SEPA_DD', 'PAYPAL'] as const;
export const AssetTypeSchema = Type.Enum(ASSET_TYPES);
export type AssetType = Type.Static<typeof AssetTypeSchema>;

/** The DELETE path names the type lowercased (SPEC §7). */
export const ASSET_PATH_TYPES = ['card', 'sepa_dd', 'paypal'] as const;
export const AssetPathTypeSchema = Type.Enum(ASSET_PATH_TYPES);

export const CARD_BRANDS = [
  'VISA',
  'MASTERCARD',
  'VISADANKORT',
  'CARTEBANCAIRE',
  'AMEX',
  'JCB',
  'DINERS',
  'UNIONPAY',
  'DISCOVER',
  'UNKNOWN',
] as const;
export const CardBrandSchema = Type.Enum(CARD_BRANDS);
export type CardBrand = Type.Static<typeof CardBrandSchema>;

export const AUTHENTICATION_STATUSES = ['NoAuth', 'Auth', 'Auth3ds1', 'Auth3ds2'] as const;
export const AuthenticationStatusSchema = Type.Enum(AUTHENTICATION_STATUSES);

export const CardAssetSchema = Type.Object({
  id: Type.String(),
  type: Type.Literal('CARD'),
  holder: Type.String(),
  firstDigits: Type.String({ pattern: '^[0-9]{6,8}$' }),
  lastDigits: Type.String({ pattern: '^[0-9]{4}$' }),
  brand: CardBrandSchema,
  expiryMonth: Type.Integer({ minimum: 1, maximum: 12 }),
  expiryYear: Type.Integer({ minimum: 2000, maximum: 2100 }),
  qualified: Type.Boolean(),
  expired: Type.Boolean(),
  issuingCountryCode: Type.String({ pattern: '^[A-Z]{2}$' }),
  authenticationStatus: AuthenticationStatusSchema,
});
export type CardAsset = Type.Static<typeof CardAssetSchema>;

export const SepaAssetSchema = Type.Object({
  id: Type.String(),
  type: Type.Literal('SEPA_DD'),
  accountHolder: Type.String(),
  iban: Type.String({ description: 'Masked: only the last four characters are real' }),
  sepaMandateReference: Type.String(),
});
export type SepaAsset = Type.Static<typeof SepaAssetSchema>;

export const PaypalAssetSchema = Type.Object({
  id: Type.String(),
  type: Type.Literal('PAYPAL'),
  billingAgreementId: Type.String(),
  customerAccountId: Type.String(),
  payerEmail: Type.String(),
});
export type PaypalAsset = Type.Static<typeof PaypalAssetSchema>;

/** GET /public/payment-link/{uuid}/assets: grouped as card, sepa direct debit and paypal. */
export const AssetsResponseSchema = Type.Object({
  card: Type.Array(CardAssetSchema),
  sepaDirectDebit: Type.Array(SepaAssetSchema),
  paypal: Type.Array(PaypalAssetSchema),
});
export type AssetsResponse = Type.Static<typeof AssetsResponseSchema>;

export const AssetParamsSchema = Type.Object({
  uuid: UuidSchema,
  assetId: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  type: AssetPathTypeSchema,
});

const EventDetails = Type.Record(
  Type.String({ maxLength: 64 }),
  Type.Union([Type.String({ maxLength: 256 }), Type.Number(), Type.Boolean(), Type.Null()]),
  { maxProperties: 30 },
);

/** POST /public/asset/event: the shopper selected a saved asset without paying (SPEC §4). */
export const AssetEventBodySchema = Type.Object(
  {
    assetType: AssetTypeSchema,
    paymentLinkId: UuidSchema,
    id: Type.String({ minLength: 1, maxLength: 64 }),
    sepaData: Type.Optional(EventDetails),
    paypalBillingData: Type.Optional(EventDetails),
    data: Type.Optional(EventDetails),
  },
  { additionalProperties: false },
);
export type AssetEventBody = Type.Static<typeof AssetEventBodySchema>;
