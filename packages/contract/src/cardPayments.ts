import Type from 'typebox';
import { AuthenticationStatusSchema, CardBrandSchema } from './assets';
import { PAGE_LANGUAGES } from './languageTags';
import { CardTransactionTypeSchema } from './paymentSettings';
import { ThemeSchema } from './theme';
import { UuidSchema } from './uuid';

/**
 * Card payments (DESIGN.md "The spine"). The shopper types the card only into the gateway's
 * hosted form, framed by the page; the form turns it into a card token; the page pays with the
 * token (or a saved card) through the service, which asks the gateway to authorise, with
 * 3-D Secure 2 as the card demands.
 */

// ---- Public API (page → service), SPEC §7 ----

/**
 * The language the shopper reads the page in, when it is not the link's (picked in the footer):
 * the gateway's card form and 3-D Secure pages then speak it too. One of the page's catalogues.
 */
export const PageLanguageSchema = Type.Enum(PAGE_LANGUAGES, {
  description: "The page's language, when the shopper picked one other than the link's locale",
});

/** POST /public/card/payment-link/{uuid}?language=…: the form in the page's language. */
export const CardSessionQuerySchema = Type.Object(
  { language: Type.Optional(PageLanguageSchema) },
  { additionalProperties: false },
);
export type CardSessionQuery = Type.Static<typeof CardSessionQuerySchema>;

/** POST /public/card/payment-link/{uuid}: a hosted card form session. */
export const CardSessionResponseSchema = Type.Object({
  token: Type.String({
    description: 'Opens the hosted card form: {gppBaseUrl}/hosted/card-form?token=…',
  }),
  integrationId: Type.String(),
});
export type CardSessionResponse = Type.Static<typeof CardSessionResponseSchema>;

/** SPEC §3: what the browser tells the 3-D Secure server about itself (EMV 3DS browser fields). */
export const DeviceInformationSchema = Type.Object(
  {
    colorDepth: Type.Integer({ minimum: 1, maximum: 48 }),
    screenHeight: Type.Integer({ minimum: 0, maximum: 999_999 }),
    screenWidth: Type.Integer({ minimum: 0, maximum: 999_999 }),
    timeZoneOffset: Type.Integer({
      minimum: -840,
      maximum: 720,
      description: 'Minutes, as Date#getTimezoneOffset',
    }),
    javaEnabled: Type.Boolean(),
    deviceType: Type.Literal('browser'),
    acceptHeader: Type.String({ minLength: 1, maxLength: 2048 }),
    language: Type.String({
      minLength: 1,
      maxLength: 8,
      pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,4})?$',
    }),
  },
  { additionalProperties: false },
);
export type DeviceInformation = Type.Static<typeof DeviceInformationSchema>;

/** A saved card (by asset id) or a card the hosted form has just tokenised. */
export const CardPaymentAssetSchema = Type.Union([
  Type.Object(
    { type: Type.Literal('CARD'), id: Type.String({ pattern: '^as_[A-Za-z0-9_-]{8,64}$' }) },
    { additionalProperties: false },
  ),
  Type.Object(
    { type: Type.Literal('CARD'), cardToken: Type.String({ pattern: '^ct_[A-Za-z0-9_-]{8,64}$' }) },
    { additionalProperties: false },
  ),
]);
export type CardPaymentAsset = Type.Static<typeof CardPaymentAssetSchema>;

/** POST /public/payment-link/{uuid}/transaction (with an Idempotency-Key header). */
export const CardTransactionBodySchema = Type.Object(
  {
    payment: Type.Object({ asset: CardPaymentAssetSchema }, { additionalProperties: false }),
    deviceInformation: DeviceInformationSchema,
    /** 3-D Secure's pages in the page's language (the browser's own is deviceInformation's). */
    language: Type.Optional(PageLanguageSchema),
  },
  { additionalProperties: false },
);
export type CardTransactionBody = Type.Static<typeof CardTransactionBodySchema>;

export const CARD_TRANSACTION_STATUSES = ['AUTHORIZED', 'COMPLETED', 'PENDING', 'REFUSED'] as const;

/** SPEC §3: status, asynchronous {threeDSecure2Fingerprint, threeDSecure2Challenge, redirectUrl}. */
export const CardTransactionResponseSchema = Type.Object({
  status: Type.Enum(CARD_TRANSACTION_STATUSES),
  transactionId: Type.String(),
  asynchronous: Type.Optional(
    Type.Object({
      threeDSecure2Fingerprint: Type.Optional(Type.String()),
      threeDSecure2Challenge: Type.Optional(Type.String()),
      redirectUrl: Type.Optional(Type.String()),
    }),
  ),
});
export type CardTransactionResponse = Type.Static<typeof CardTransactionResponseSchema>;

/** POST /public/payment-link/{uuid}/transaction/{transactionId}/three-d-secure: a 3DS step is done. */
export const ThreeDSecureResultBodySchema = Type.Union([
  Type.Object(
    { step: Type.Literal('fingerprint'), threeDSCompInd: Type.Enum(['Y', 'N'] as const) },
    { additionalProperties: false },
  ),
  Type.Object({ step: Type.Literal('challenge') }, { additionalProperties: false }),
]);
export type ThreeDSecureResultBody = Type.Static<typeof ThreeDSecureResultBodySchema>;

export const TransactionParamsSchema = Type.Object({
  uuid: UuidSchema,
  transactionId: Type.String({ pattern: '^tx_[A-Za-z0-9_-]{8,64}$' }),
});

/** Decoded threeDSecure2Fingerprint: where the hidden 3DS method frame posts threeDSMethodData. */
export interface ThreeDSecureFingerprint {
  threeDSMethodUrl: string;
  threeDSServerTransID: string;
  threeDSMethodNotificationURL: string;
}

/** Decoded threeDSecure2Challenge: where the challenge frame posts the CReq. */
export interface ThreeDSecureChallenge {
  acsUrl: string;
  threeDSServerTransID: string;
  acsTransID: string;
  messageVersion: string;
}

// ---- Gateway API (service → gateway) ----

export const CreateCardSessionBodySchema = Type.Object(
  {
    reference: Type.String({ minLength: 1, maxLength: 64, description: 'The payment link uuid' }),
    allowedOrigin: Type.String({
      format: 'uri',
      description: 'The page origin that frames the form',
    }),
    locale: Type.Optional(Type.String({ maxLength: 16 })),
    theme: Type.Optional(ThemeSchema),
    darkTheme: Type.Optional(ThemeSchema),
  },
  { additionalProperties: false },
);
export type CreateCardSessionBody = Type.Static<typeof CreateCardSessionBodySchema>;

export const GatewayCardSessionSchema = Type.Object({
  token: Type.String({ pattern: '^cs_' }),
  integrationId: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type GatewayCardSession = Type.Static<typeof GatewayCardSessionSchema>;

/** What the gateway tells about a tokenised card: never its number or CVC. */
export const GatewayCardSchema = Type.Object({
  token: Type.String({ pattern: '^ct_' }),
  brand: CardBrandSchema,
  firstDigits: Type.String(),
  lastDigits: Type.String(),
  expiryMonth: Type.Integer(),
  expiryYear: Type.Integer(),
  holder: Type.String(),
  issuingCountryCode: Type.String(),
  authenticationStatus: AuthenticationStatusSchema,
});
export type GatewayCard = Type.Static<typeof GatewayCardSchema>;

export const CardPaymentDetailsSchema = Type.Object(
  {
    cardToken: Type.String({ pattern: '^ct_' }),
    transactionType: CardTransactionTypeSchema,
    deviceInformation: DeviceInformationSchema,
    /** Where the shopper's browser lives: 3DS frames post their result to this origin. */
    allowedOrigin: Type.String({ format: 'uri' }),
  },
  { additionalProperties: false },
);
export type CardPaymentDetails = Type.Static<typeof CardPaymentDetailsSchema>;

/**
 * A merchant-initiated charge of a saved card (decision record 0024): no shopper, no browser,
 * so no 3-D Secure; the card was authenticated when it was saved.
 */
export const OffSessionCardDetailsSchema = Type.Object(
  {
    cardToken: Type.String({ pattern: '^ct_' }),
    transactionType: Type.Enum(['preauth', 'preauthAndCapture'] as const),
    initiator: Type.Literal('MERCHANT'),
  },
  { additionalProperties: false },
);
export type OffSessionCardDetails = Type.Static<typeof OffSessionCardDetailsSchema>;

/** The next thing the shopper's browser must do before the payment can finish. */
export const GatewayActionSchema = Type.Union([
  Type.Object({ type: Type.Literal('threeDSMethod'), fingerprint: Type.String() }),
  Type.Object({ type: Type.Literal('challenge'), challenge: Type.String() }),
  Type.Object({ type: Type.Literal('redirect'), redirectUrl: Type.String() }),
]);
export type GatewayAction = Type.Static<typeof GatewayActionSchema>;

export const GatewayThreeDSecureBodySchema = Type.Union([
  Type.Object(
    { step: Type.Literal('fingerprint'), threeDSCompInd: Type.Enum(['Y', 'N'] as const) },
    { additionalProperties: false },
  ),
  Type.Object({ step: Type.Literal('challenge') }, { additionalProperties: false }),
]);
