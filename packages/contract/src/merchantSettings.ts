import Type from 'typebox';
import { PlainText } from './plainText';
import { LocaleSchema, MAX_RETURN_URL_TIMER_S } from './paymentLink';
import { PAYMENT_METHODS, PaymentMethodSchema } from './paymentMethods';
import { ThemeSchema } from './theme';

/**
 * The operator API (`/api/operator/v1`): merchant accounts, their API keys and every setting the
 * demo seed used to fix. The schema checks shapes; rules that need parsing (https outside
 * localhost, origins) are checked by the service and answered with the same 400 and fields.
 */

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const MAX_FRAME_ANCESTORS = 20;

export const SepaCreditorSchema = Type.Object(
  {
    name: PlainText({ minLength: 1, maxLength: 70 }),
    creditorId: Type.String({
      pattern: '^[A-Z]{2}[0-9]{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$',
      description: 'SEPA creditor identifier, e.g. DE98ZZZ09999999999 (check digits are verified)',
    }),
    address: Type.Optional(Nullable(PlainText({ minLength: 1, maxLength: 140 }))),
  },
  { additionalProperties: false },
);

/**
 * The payment methods a merchant's links may offer (issue 22): a create-link request naming
 * another is refused, and the console offers only these. Null (or never set): all of them.
 */
export const OfferedMethodsSchema = Type.Array(PaymentMethodSchema, {
  minItems: 1,
  maxItems: PAYMENT_METHODS.length,
  uniqueItems: true,
  description: 'The payment methods the merchant may offer on its links; null: every method',
});

/** Everything an operator may set on a merchant; PATCH sends any subset, null clears. */
export const MerchantSettingsSchema = Type.Object(
  {
    name: Type.Optional(PlainText({ minLength: 1, maxLength: 100 })),
    webhookUrl: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 2048 }))),
    frameAncestors: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 255 }), {
        maxItems: MAX_FRAME_ANCESTORS,
        description: 'Origins allowed to frame the payment page, e.g. https://shop.example',
      }),
    ),
    theme: Type.Optional(ThemeSchema),
    darkTheme: Type.Optional(
      Type.Object(ThemeSchema.properties, {
        additionalProperties: false,
        description:
          'Colours for shoppers whose device is set to dark; colours not given are derived from theme',
      }),
    ),
    paypalMerchantId: Type.Optional(
      Nullable(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', maxLength: 64 })),
    ),
    creditor: Type.Optional(Nullable(SepaCreditorSchema)),
    defaultLocale: Type.Optional(Nullable(LocaleSchema)),
    returnUrlTimer: Type.Optional(
      Nullable(Type.Integer({ minimum: 0, maximum: MAX_RETURN_URL_TIMER_S })),
    ),
    offeredMethods: Type.Optional(Nullable(OfferedMethodsSchema)),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type MerchantSettings = Type.Static<typeof MerchantSettingsSchema>;

export const CreateMerchantBodySchema = Type.Object(
  {
    ...MerchantSettingsSchema.properties,
    name: PlainText({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);
export type CreateMerchantBody = Type.Static<typeof CreateMerchantBodySchema>;

export const MerchantIdParamsSchema = Type.Object({
  merchantId: Type.String({ pattern: '^mer_[A-Za-z0-9_-]{4,64}$' }),
});

/** A merchant as the operator sees it: never its webhook secret, only whether one is set. */
export const OperatorMerchantSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  webhookUrl: Nullable(Type.String()),
  hasWebhookSecret: Type.Boolean(),
  frameAncestors: Type.Array(Type.String()),
  theme: ThemeSchema,
  darkTheme: ThemeSchema,
  paypalMerchantId: Nullable(Type.String()),
  creditor: Nullable(
    Type.Object({
      name: Type.String(),
      creditorId: Type.String(),
      address: Nullable(Type.String()),
    }),
  ),
  defaultLocale: Nullable(Type.String()),
  returnUrlTimer: Nullable(Type.Integer()),
  offeredMethods: Nullable(Type.Array(PaymentMethodSchema)),
  createdAt: Type.String({ format: 'date-time' }),
});
export type OperatorMerchant = Type.Static<typeof OperatorMerchantSchema>;

export const OperatorMerchantListSchema = Type.Object({
  merchants: Type.Array(OperatorMerchantSchema),
  /** Pass as `after` for the next page; null on the last one. */
  next: Nullable(Type.String()),
});

export const MerchantListQuerySchema = Type.Object(
  {
    limit: Type.Optional(Type.String({ pattern: '^([1-9][0-9]?|100)$' })),
    after: Type.Optional(Type.String({ pattern: '^mer_[A-Za-z0-9_-]{4,64}$' })),
  },
  { additionalProperties: false },
);

export const CreateApiKeyBodySchema = Type.Object(
  { label: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })) },
  { additionalProperties: false },
);

export const ApiKeyParamsSchema = Type.Object({
  merchantId: MerchantIdParamsSchema.properties.merchantId,
  keyId: Type.String({ pattern: '^key_[A-Za-z0-9_-]{4,64}$' }),
});

export const ApiKeySchema = Type.Object({
  id: Type.String(),
  prefix: Type.String({ description: 'The first characters, to tell keys apart' }),
  label: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  revokedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type ApiKey = Type.Static<typeof ApiKeySchema>;

/** Shown once: only a hash of `key` is stored. */
export const IssuedApiKeySchema = Type.Object({
  ...ApiKeySchema.properties,
  key: Type.String(),
});

export const ApiKeyListSchema = Type.Object({ apiKeys: Type.Array(ApiKeySchema) });

/** Shown once; deliveries are signed with it from now on. */
export const WebhookSecretSchema = Type.Object({ webhookSecret: Type.String() });

export const SettingChangeSchema = Type.Object({
  id: Type.String(),
  merchantId: Type.String(),
  actor: Type.String({ description: 'Who changed it: operator:<key name> or cli:<user>' }),
  field: Type.String(),
  oldValue: Type.Unknown(),
  newValue: Type.Unknown(),
  changedAt: Type.String({ format: 'date-time' }),
});
export type SettingChange = Type.Static<typeof SettingChangeSchema>;

export const SettingChangeListSchema = Type.Object({ changes: Type.Array(SettingChangeSchema) });
