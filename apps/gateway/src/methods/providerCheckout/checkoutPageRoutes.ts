import { REFUSAL_REASONS } from '@paypage/contract/refusalReasons';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { originOf } from '../../hosted/publicAddress';
import { isCardSessionExpired } from '../card/sessions/cardSession';
import { createCardSession } from '../card/sessions/createCardSession';
import { hostedPageCsp } from '../../hosted/hostedPagePolicy';
import { acceptFormPosts } from '../../http/formPosts';
import { installHtmlErrorPages } from '../../http/htmlErrorPages';
import { languageFromAcceptLanguage, translatorFor } from '../../i18n/catalogues';
import { settlePayment } from '../../payments/settlePayment';
import type { SandboxPayment } from '../../payments/sandboxPayment';
import { CARD_FORM_PATH } from '../card/form/hostedCardFormRoutes';
import { findCardSession } from '../card/sessions/cardSessionsRepository';
import type { GatewayDb } from '../../store/database';
import type { GatewayDeps } from '../../payments/gatewayMethod';
import { approvalPath } from '../../payments/gatewayMethod';
import {
  renderBancontactCardPage,
  renderBancontactMobilePage,
  renderCheckoutNotFoundPage,
} from './checkoutPages';
import { CHECKOUT_PAGE_PATH } from './checkoutPaths';
import type { CheckoutSession } from './checkoutSession';
import { holdsSessionData, opensSession } from './checkoutSession';
import { setCheckoutCardSession } from './checkoutSessionsRepository';
import { checkoutAsItStands, isOpen } from './openCheckout';

export const CheckoutParamsSchema = Type.Object({
  id: Type.String({ pattern: '^cks_[A-Za-z0-9_-]{8,64}$' }),
});
const OpenQuerySchema = Type.Object({
  sessionData: Type.Optional(Type.String({ maxLength: 256 })),
  clientKey: Type.Optional(Type.String({ maxLength: 128 })),
});
const CancelBodySchema = Type.Object({ sessionData: Type.String({ maxLength: 256 }) });
const HTML_RESPONSES = {
  200: Type.String(),
  303: Type.Null(),
  400: Type.String(),
  404: Type.String(),
};

function html(reply: FastifyReply, payment?: SandboxPayment, framesOwnPages = false) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      hostedPageCsp({
        frameAncestor: null,
        framesOwnPages,
        // The cancel form's answer sends the shopper back to the payment page.
        formRedirectOrigin: payment?.returnUrl ? originOf(payment.returnUrl) : null,
      }),
    );
}

/** Back to the payment page, which asks the service how the payment ended. */
function backToShop(reply: FastifyReply, payment: SandboxPayment) {
  return reply
    .status(303)
    .header('cache-control', 'no-store')
    .header('location', payment.returnUrl ?? '/')
    .send(null);
}

/** The checkout's card form: one Bancontact card session per checkout, renewed once expired. */
async function cardFormOf(
  db: GatewayDb,
  session: CheckoutSession,
  payment: SandboxPayment,
  publicBaseUrl: string,
  now: Date,
): Promise<string> {
  const known = session.cardSessionToken
    ? await findCardSession(db, session.cardSessionToken)
    : undefined;
  let token = known && !isCardSessionExpired(known, now) ? known.token : undefined;
  if (!token) {
    const origin = new URL(publicBaseUrl).origin;
    const body = {
      reference: payment.id,
      allowedOrigin: origin,
      ...(payment.locale ? { locale: payment.locale } : {}),
    };
    token = (await createCardSession(db, body, origin, now, 'bancontact')).token;
    await setCheckoutCardSession(db, session.id, token);
  }
  return `${CARD_FORM_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * GET /hosted/checkout/{id}?sessionData=…&clientKey=…: the provider's checkout, where the page
 * sends the shopper with the session the service got. iDEAL goes on to the bank (the approval
 * page: choose the bank, approve or cancel); Bancontact mobile shows its QR code and app link;
 * Bancontact card its card form. POST …/cancel gives up the payment and goes back.
 */
export function checkoutPageRoutes(deps: GatewayDeps): FastifyPluginAsyncTypebox {
  const { db, publicBaseUrl } = deps;
  return async (app) => {
    installHtmlErrorPages(app, 'approval.css');
    acceptFormPosts(app);

    app.get(
      CHECKOUT_PAGE_PATH,
      {
        schema: {
          params: CheckoutParamsSchema,
          querystring: OpenQuerySchema,
          response: HTML_RESPONSES,
        },
      },
      async (request, reply) => {
        const now = new Date();
        const opened = await checkoutAsItStands(db, request.params.id, now);
        if (!opened || !opensSession(opened.session, request.query)) {
          const language = languageFromAcceptLanguage(request.headers['accept-language']);
          return html(reply.status(404)).send(renderCheckoutNotFoundPage(translatorFor(language)));
        }
        const { session, payment } = opened;
        // Paid, refused or expired already (the back button, a second tab): the page knows.
        if (!isOpen(payment)) return backToShop(reply, payment);
        if (payment.method === 'IDEAL') {
          return reply.status(303).header('location', approvalPath(payment.id)).send(null);
        }
        const translator = translatorFor(payment.locale);
        const view = { translator, session, payment };
        if (payment.method === 'BANCONTACT_MOBILE') {
          const appUrl = `${publicBaseUrl}${approvalPath(payment.id)}`;
          return html(reply, payment).send(renderBancontactMobilePage(view, appUrl));
        }
        const cardForm = await cardFormOf(db, session, payment, publicBaseUrl, now);
        return html(reply, payment, true).send(renderBancontactCardPage(view, cardForm));
      },
    );

    app.post(
      `${CHECKOUT_PAGE_PATH}/cancel`,
      {
        schema: {
          params: CheckoutParamsSchema,
          body: CancelBodySchema,
          response: HTML_RESPONSES,
        },
      },
      async (request, reply) => {
        const now = new Date();
        const opened = await checkoutAsItStands(db, request.params.id, now);
        if (!opened || !holdsSessionData(opened.session, request.body.sessionData)) {
          const language = languageFromAcceptLanguage(request.headers['accept-language']);
          return html(reply.status(404)).send(renderCheckoutNotFoundPage(translatorFor(language)));
        }
        const settled = await settlePayment(db, opened.payment.id, 'REFUSED', now, {
          refusalReason: REFUSAL_REASONS.cancelled,
        });
        return backToShop(
          reply,
          settled.outcome === 'not_found' ? opened.payment : settled.payment,
        );
      },
    );
  };
}
