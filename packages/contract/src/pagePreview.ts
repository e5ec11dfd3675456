import Type from 'typebox';
import { PlainText } from './plainText';

/**
 * The console's preview of the payment page (decision 0040): `POST /api/console/v1/settings/
 * preview-link` answers the merchant's current preview link, made by the service when there is
 * none it can still show. The service knows it is a preview: never listed, counted, announced
 * by webhook or paid.
 */
export const PREVIEW_LINK_PATH = '/settings/preview-link';

export const PreviewLinkBodySchema = Type.Object(
  {
    /** What the page shows as the link's description, in the console user's language. */
    description: PlainText({ minLength: 1, maxLength: 500, notBlank: true }),
  },
  { additionalProperties: false },
);
export type PreviewLinkBody = Type.Static<typeof PreviewLinkBodySchema>;

export const PreviewLinkSchema = Type.Object({
  uuid: Type.String({ format: 'uuid', description: 'Frame the page at /uuid/{uuid}' }),
});
export type PreviewLink = Type.Static<typeof PreviewLinkSchema>;
