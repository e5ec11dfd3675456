import Type from 'typebox';
import { CurrencySchema, MAX_AMOUNT_MINOR } from '../money';
import { GatewayPaymentSchema } from '../gatewayApi';
import { PROVIDER_CHECKOUT_METHODS } from './providerCheckoutConstants';

/**
 * Methods paid on an external provider's checkout (SPEC §2: iDEAL, Bancontact card, Bancontact
 * mobile). The page asks the service for a checkout session, the service asks the provider (the
 * sandbox gateway) for it, and the page sends the shopper to the provider's hosted checkout with
 * the session's id, data and client key. The provider sends the shopper back to
 * /uuid/{uuid}/ckey/{transactionId}/adyen, where the page asks the service how the payment ended.
 */

export const ProviderCheckoutMethodSchema = Type.Enum(PROVIDER_CHECKOUT_METHODS);

// ---- Public API (page → service), SPEC §7 ----

/** POST /public/other-payments/adyen/sessions/{uuid} (with an Idempotency-Key header). */
export const CheckoutSessionBodySchema = Type.Object(
  { paymentMethod: ProviderCheckoutMethodSchema },
  { additionalProperties: false },
);
export type CheckoutSessionBody = Type.Static<typeof CheckoutSessionBodySchema>;

/** SPEC §3's session response: what the provider's checkout is opened with. */
export const CheckoutSessionResponseSchema = Type.Object({
  id: Type.String({ pattern: '^cks_[A-Za-z0-9_-]{8,64}$' }),
  sessionData: Type.String({ minLength: 16, maxLength: 256 }),
  clientKey: Type.String({ pattern: '^test_[A-Za-z0-9]{8,64}$' }),
});
export type CheckoutSessionResponse = Type.Static<typeof CheckoutSessionResponseSchema>;

// ---- Gateway API (service → gateway) ----

/**
 * POST /v1/checkout/sessions: the provider makes the payment (PENDING, waiting for the shopper
 * at its checkout) and its session together, idempotent by reference as POST /v1/payments is.
 */
export const CreateCheckoutSessionBodySchema = Type.Object(
  {
    reference: Type.String({
      minLength: 1,
      maxLength: 64,
      description: "The service's transaction id",
    }),
    amount: Type.Integer({ minimum: 0, maximum: MAX_AMOUNT_MINOR }),
    currency: CurrencySchema,
    method: ProviderCheckoutMethodSchema,
    returnUrl: Type.String({
      format: 'uri',
      pattern: '^https?://',
      maxLength: 2048,
      description: 'Where the checkout sends the shopper back, whatever the outcome',
    }),
    locale: Type.Optional(Type.String({ maxLength: 16 })),
  },
  { additionalProperties: false },
);
export type CreateCheckoutSessionBody = Type.Static<typeof CreateCheckoutSessionBodySchema>;

export const GatewayCheckoutSessionSchema = Type.Object({
  id: CheckoutSessionResponseSchema.properties.id,
  sessionData: CheckoutSessionResponseSchema.properties.sessionData,
  clientKey: CheckoutSessionResponseSchema.properties.clientKey,
  expiresAt: Type.String({ format: 'date-time' }),
  /** The payment the session pays: PENDING until the shopper decides at the checkout. */
  payment: GatewayPaymentSchema,
});
export type GatewayCheckoutSession = Type.Static<typeof GatewayCheckoutSessionSchema>;

// ---- What each method tells about a payment (MethodDetails) ----

/** iDEAL: the shopper's bank, once chosen. */
export const IdealDetailsSchema = Type.Object({
  bankBic: Type.String({ pattern: '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$' }),
  bankName: Type.String({ maxLength: 64 }),
});

/** Bancontact card: which card paid (never its number). */
export const BancontactCardDetailsSchema = Type.Object({
  cardBrand: Type.Literal('BCMC'),
  cardLastDigits: Type.String({ pattern: '^[0-9]{4}$' }),
});
