import Type from 'typebox';

/** GET /config.json: the page's runtime configuration (SPEC §7), never cached. */
export const RuntimeConfigSchema = Type.Object({
  baseUrl: Type.String({ description: 'Origin (and path prefix) of the public API' }),
  appOrigin: Type.String({ description: 'Origin the page is served from' }),
  gppBaseUrl: Type.String({ description: 'Origin of the payment gateway (hosted pages)' }),
});
export type RuntimeConfig = Type.Static<typeof RuntimeConfigSchema>;
