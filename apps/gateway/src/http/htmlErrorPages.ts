import type { FastifyError, FastifyInstance } from 'fastify';
import { hostedPageCsp } from '../hosted/hostedPagePolicy';
import type { HostedAssetName } from '../hosted/hostedAssets';
import { renderMessagePage } from '../hosted/pages/messagePage';
import { languageFromAcceptLanguage, translatorFor } from '../i18n/catalogues';

/**
 * Error handling for the plugins that answer HTML to a browser frame (card form, 3-D Secure): a
 * short localised page instead of the API's JSON, in the language the browser asks for. Nobody
 * is known to frame such an answer, so it may not be framed at all.
 */
export function installHtmlErrorPages(app: FastifyInstance, stylesheet: HostedAssetName): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.validation ? 400 : (error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: error.code, status }, 'request rejected');
    const translator = translatorFor(
      languageFromAcceptLanguage(request.headers['accept-language']),
    );
    return reply
      .status(status >= 400 && status < 600 ? status : 500)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', hostedPageCsp({ frameAncestor: null }))
      .send(
        renderMessagePage({
          translator,
          title: translator.t('error.title'),
          text: translator.t('error.contactSupport'),
          stylesheet,
        }),
      );
  });
}
