import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { isCardSessionExpired } from '../sessions/cardSession';
import { installHtmlErrorPages } from '../../../http/htmlErrorPages';
import { hostedPageCsp } from '../../../hosted/hostedPagePolicy';
import { renderCardFormPage } from './cardFormPage';
import { renderMessagePage } from '../../../hosted/pages/messagePage';
import { languageFromAcceptLanguage, translatorFor } from '../../../i18n/catalogues';
import { newNonce } from '../../../ids';
import { findCardSession } from '../sessions/cardSessionsRepository';
import type { GatewayDb } from '../../../store/database';

export const CARD_FORM_PATH = '/hosted/card-form';

/** Lenient on purpose: a malformed token is just one more unknown token (404 page, not 400). */
const CardFormQuerySchema = Type.Object({ token: Type.String({ maxLength: 128 }) });

/** GET /hosted/card-form?token=cs_…: the card form a payment page frames. */
export function hostedCardFormRoutes(db: GatewayDb): FastifyPluginAsyncTypebox {
  return async (app) => {
    installHtmlErrorPages(app, 'cardForm.css');
    app.get(
      CARD_FORM_PATH,
      {
        schema: {
          querystring: CardFormQuerySchema,
          response: { 200: Type.String(), 404: Type.String(), 410: Type.String() },
        },
      },
      async (request, reply) => {
        const session = await findCardSession(db, request.query.token);
        reply.type('text/html; charset=utf-8');
        if (!session) {
          const translator = translatorFor(
            languageFromAcceptLanguage(request.headers['accept-language']),
          );
          return reply
            .status(404)
            .header('content-security-policy', hostedPageCsp({ frameAncestor: null }))
            .send(
              renderMessagePage({
                translator,
                title: translator.t('error.sessionNotFound.title'),
                text: translator.t('error.sessionNotFound.text'),
                stylesheet: 'cardForm.css',
              }),
            );
        }
        const translator = translatorFor(session.locale);
        if (isCardSessionExpired(session, new Date())) {
          return reply
            .status(410)
            .header(
              'content-security-policy',
              hostedPageCsp({ frameAncestor: session.allowedOrigin }),
            )
            .send(
              renderMessagePage({
                translator,
                title: translator.t('error.sessionExpired.title'),
                text: translator.t('error.sessionExpired.text'),
                stylesheet: 'cardForm.css',
              }),
            );
        }
        const nonce = newNonce();
        return reply
          .header(
            'content-security-policy',
            hostedPageCsp({ frameAncestor: session.allowedOrigin, styleNonce: nonce }),
          )
          .send(renderCardFormPage(session, translator, nonce));
      },
    );
  };
}
