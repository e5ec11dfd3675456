import Type from 'typebox';

/** The largest logo a merchant may upload, in bytes of the image itself (not of its base64). */
export const MAX_LOGO_BYTES = 100 * 1024;

/** Where the service serves logos: `/merchant-logos/{content hash}.{png|webp|svg}`. */
export const LOGO_PATH_PREFIX = '/merchant-logos';

// base64 of MAX_LOGO_BYTES: four characters for every three bytes, padded.
const MAX_LOGO_BASE64_CHARS = Math.ceil(MAX_LOGO_BYTES / 3) * 4;

/**
 * PUT /api/operator/v1/merchants/{merchantId}/logo: the image as base64 in JSON, so the route
 * speaks JSON like every other one and a refusal names its field (`body.image`). Its type is read
 * from its bytes, never from a name the client gives.
 */
export const LogoUploadSchema = Type.Object(
  {
    image: Type.String({
      minLength: 4,
      maxLength: MAX_LOGO_BASE64_CHARS,
      pattern: '^[A-Za-z0-9+/]+={0,2}$',
      description: 'A PNG, WebP or SVG image of at most 100 KB, base64-encoded',
    }),
  },
  { additionalProperties: false },
);

/** The logo as stored: the address the payment page shows it from. */
export const MerchantLogoSchema = Type.Object({
  url: Type.String({ description: 'Path on the service, relative to the public API base' }),
  contentType: Type.Union([
    Type.Literal('image/png'),
    Type.Literal('image/webp'),
    Type.Literal('image/svg+xml'),
  ]),
  bytes: Type.Integer(),
});
export type MerchantLogo = Type.Static<typeof MerchantLogoSchema>;
export type LogoContentType = MerchantLogo['contentType'];

export const LogoFileParamsSchema = Type.Object({
  file: Type.String({ pattern: '^[0-9a-f]{32}\\.(png|webp|svg)$' }),
});
