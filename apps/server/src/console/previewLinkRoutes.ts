import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PREVIEW_LINK_PATH,
  PreviewLinkBodySchema,
  PreviewLinkSchema,
} from '@paypage/contract/pagePreview';
import { errorResponses } from '../http/routeSchemas';
import { currentPreviewLink } from '../paymentLinks/previewLink';
import type { Services } from '../services';
import { consoleSessionOf } from './consoleGate';

/**
 * The settings screen's preview of the page (decision 0040): the one route that makes a link
 * the service knows is a preview. A console route, not the merchant API's: an API key has no
 * screen to show a preview on.
 */
export const previewLinkRoutes: FastifyPluginAsyncTypebox<{ services: Services }> = async (
  app,
  { services },
) => {
  app.post(
    PREVIEW_LINK_PATH,
    {
      // Opening the settings screen asks for the preview each time: only a new link is a change
      // worth the audit log.
      config: { permission: 'settings:write', audit: 'whenCreated' },
      schema: {
        tags: ['console'],
        security: [{ consoleSession: [] }],
        operationId: 'currentPreviewLink',
        summary: 'The link the settings screen frames to preview the page (made when needed)',
        body: PreviewLinkBodySchema,
        response: {
          200: PreviewLinkSchema,
          201: PreviewLinkSchema,
          ...errorResponses(400, 401, 403, 409, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const { merchant } = consoleSessionOf(request);
      const { link, made } = await currentPreviewLink(services, merchant, request.body.description);
      return reply.code(made ? 201 : 200).send({ uuid: link.uuid });
    },
  );
};
