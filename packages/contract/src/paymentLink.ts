import Type from 'typebox';
import { PlainText } from './plainText';
import { AssetTypeSchema } from './assets';
import { LinkStatusSchema } from './linkStatus';
import { CurrencySchema, MAX_AMOUNT_MINOR } from './money';
import { PaymentMethodSchema } from './paymentMethods';
import { PaymentSettingsSchema } from './paymentSettings';
import { ThemeSchema } from './theme';
import { UuidSchema } from './uuid';

/** Only web addresses: a javascript: or data: URL must never become a link on the page. */
export const HttpUrlSchema = Type.String({ format: 'uri', pattern: '^https?://', maxLength: 2048 });

/**
 * language or language_country, e.g. de or de_AT (SPEC §1). The language has three letters
 * where ISO 639-1 has none: Filipino is fil_PH.
 */
export const LocaleSchema = Type.String({ pattern: '^[a-z]{2,3}(_[A-Z]{2})?$' });

export const DEFAULT_MERCHANT_NAME = '--';
export const MAX_RETURN_URL_TIMER_S = 600;

export const ShopperInformationSchema = Type.Object(
  {
    firstName: Type.Optional(PlainText({ minLength: 1, maxLength: 50 })),
    lastName: Type.Optional(PlainText({ minLength: 1, maxLength: 50 })),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 70 })),
    phone: Type.Optional(Type.String({ pattern: '^\\+[1-9][0-9]{6,14}$' })),
    countryCode: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
  },
  { additionalProperties: false },
);
export type ShopperInformation = Type.Static<typeof ShopperInformationSchema>;

/** POST /api/v1/payment-links: the field names of SPEC §3. */
export const CreatePaymentLinkBodySchema = Type.Object(
  {
    amount: Type.Integer({
      minimum: 0,
      maximum: MAX_AMOUNT_MINOR,
      description: 'Minor units; KRW has none',
    }),
    currency: CurrencySchema,
    locale: Type.Optional(LocaleSchema),
    returnUrl: Type.Optional(HttpUrlSchema),
    backToShopUrl: Type.Optional(HttpUrlSchema),
    termsAndConditionsUrl: Type.Optional(HttpUrlSchema),
    paymentMethods: Type.Array(PaymentMethodSchema, {
      minItems: 1,
      maxItems: 19,
      uniqueItems: true,
    }),
    merchantReference: Type.Optional(PlainText({ minLength: 1, maxLength: 128 })),
    description: Type.Optional(PlainText({ minLength: 1, maxLength: 500 })),
    skipLandingPage: Type.Optional(Type.Boolean()),
    expirationDate: Type.Optional(Type.String({ format: 'date-time' })),
    consumerReference: Type.Optional(PlainText({ minLength: 1, maxLength: 128 })),
    isSubscription: Type.Optional(Type.Boolean()),
    returnUrlTimer: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_RETURN_URL_TIMER_S })),
    showAssetsIfSkipLandingPageIsTrue: Type.Optional(Type.Boolean()),
    requireConsent: Type.Optional(Type.Boolean()),
    paymentSettings: Type.Optional(PaymentSettingsSchema),
    shopperInformation: Type.Optional(ShopperInformationSchema),
    newKcpHppRoute: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CreatePaymentLinkBody = Type.Static<typeof CreatePaymentLinkBodySchema>;

export const PaymentLinkAssetRefSchema = Type.Object({ id: Type.String(), type: AssetTypeSchema });

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** GET /public/payment-link/uuid/{uuid}: the link info of SPEC §3 as the shopper's page sees it. */
export const PaymentLinkInfoSchema = Type.Object({
  merchantId: Type.String(),
  uuid: UuidSchema,
  amount: Type.Integer(),
  currency: CurrencySchema,
  locale: Nullable(Type.String()),
  returnUrl: Nullable(Type.String()),
  termsAndConditionsUrl: Nullable(Type.String()),
  paymentMethods: Type.Array(PaymentMethodSchema),
  merchantName: Type.String(),
  merchantReference: Nullable(Type.String()),
  skipLandingPage: Type.Boolean(),
  description: Nullable(Type.String()),
  status: LinkStatusSchema,
  dateCreated: Type.String({ format: 'date-time' }),
  paymentSettings: PaymentSettingsSchema,
  returnUrlTimer: Type.Integer(),
  expirationDate: Nullable(Type.String({ format: 'date-time' })),
  consumerReference: Nullable(Type.String()),
  isSubscription: Type.Boolean(),
  backToShopUrl: Nullable(Type.String()),
  showAssetsIfSkipLandingPageIsTrue: Type.Boolean(),
  paypalMerchantId: Nullable(Type.String()),
  requireConsent: Type.Boolean(),
  paymentLinkAssets: Type.Array(PaymentLinkAssetRefSchema),
  shopperInformation: Nullable(ShopperInformationSchema),
  newKcpHppRoute: Type.Boolean(),
  /** The colours the page draws differing from its light defaults (contrast made AA). */
  theme: ThemeSchema,
  /** The same for a device set to dark, over the dark defaults (darkTheme.ts). */
  darkTheme: ThemeSchema,
  /**
   * The merchant's logo, a path on the service (relative to the public API base) that never
   * changes content; absent when the merchant has none (the page then shows its name).
   */
  merchantLogoUrl: Type.Optional(Type.String()),
});
export type PaymentLinkInfo = Type.Static<typeof PaymentLinkInfoSchema>;

export const LinkUuidParamsSchema = Type.Object({ uuid: UuidSchema });
