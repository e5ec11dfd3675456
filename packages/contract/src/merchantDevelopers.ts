import Type from 'typebox';
import { PlainText } from './plainText';

/**
 * What a merchant's developers manage themselves (/api/v1/api-keys, /api/v1/webhooks/…): the
 * keys its systems call with and where its webhooks go.
 */

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const CreateMerchantApiKeyBodySchema = Type.Object(
  { name: PlainText({ minLength: 1, maxLength: 100, notBlank: true }) },
  { additionalProperties: false },
);

export const MerchantApiKeySchema = Type.Object({
  id: Type.String(),
  /** The name given when it was made; null for keys made without one (operator, CLI). */
  name: Nullable(Type.String()),
  prefix: Type.String({ description: 'The first characters, to tell keys apart' }),
  createdAt: Type.String({ format: 'date-time' }),
  revokedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type MerchantApiKey = Type.Static<typeof MerchantApiKeySchema>;

/** Shown once: only a hash of `key` is stored. */
export const IssuedMerchantApiKeySchema = Type.Object({
  ...MerchantApiKeySchema.properties,
  key: Type.String(),
});

export const MerchantApiKeyListSchema = Type.Object({ apiKeys: Type.Array(MerchantApiKeySchema) });

export const MerchantApiKeyParamsSchema = Type.Object({
  keyId: Type.String({ pattern: '^key_[A-Za-z0-9_-]{4,64}$' }),
});

export const WebhookEndpointBodySchema = Type.Object(
  {
    url: Nullable(
      Type.String({
        minLength: 1,
        maxLength: 2048,
        description: 'https (http only for localhost); null stops webhooks',
      }),
    ),
  },
  { additionalProperties: false },
);

export const WebhookEndpointSchema = Type.Object({
  url: Nullable(Type.String()),
  /** Whether deliveries are signed yet (a secret exists). */
  hasSecret: Type.Boolean(),
  /** Only in the answer that created the first secret: shown this once. */
  webhookSecret: Type.Optional(Type.String()),
});
export type WebhookEndpoint = Type.Static<typeof WebhookEndpointSchema>;
