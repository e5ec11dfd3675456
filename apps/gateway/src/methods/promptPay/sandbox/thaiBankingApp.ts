import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { acceptFormPosts } from '../../../http/formPosts';
import { installHtmlErrorPages } from '../../../http/htmlErrorPages';
import { languageFromAcceptLanguage, translatorFor } from '../../../i18n/catalogues';
import type { GatewayDeps } from '../../../payments/gatewayMethod';
import { approvalPath } from '../../../payments/gatewayMethod';
import type { AppTexts } from '../../sandboxApp';
import { paymentOfQrCode, renderAppPage, renderScanForm, sendHtml } from '../../sandboxApp';

export const THAI_APP_PATH = '/hosted/promptpay-app';

const TEXTS: AppTexts = {
  title: 'promptPay.approval.title',
  intro: 'promptPay.app.intro',
  scanHeading: 'promptPay.app.scan.heading',
  scanLabel: 'promptPay.app.scan.label',
  scanHint: 'promptPay.app.scan.hint',
  scanButton: 'promptPay.app.scan.button',
  notFound: 'promptPay.app.scan.notFound',
};

/** GET /hosted/promptpay-app and POST …/scan: the sandbox Thai banking app's scanner. */
export function thaiBankingAppRoutes(deps: GatewayDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    installHtmlErrorPages(app, 'approval.css');
    acceptFormPosts(app);

    app.get(
      THAI_APP_PATH,
      { schema: { response: { 200: Type.String() } } },
      async (request, reply) => {
        const translator = translatorFor(
          languageFromAcceptLanguage(request.headers['accept-language']),
        );
        const scan = renderScanForm(translator, TEXTS, `${THAI_APP_PATH}/scan`, false);
        return sendHtml(reply, renderAppPage(translator, TEXTS, scan));
      },
    );

    app.post(
      `${THAI_APP_PATH}/scan`,
      {
        schema: {
          body: Type.Object({ payload: Type.String({ maxLength: 2048 }) }),
          response: { 200: Type.String(), 303: Type.Null(), 400: Type.String() },
        },
      },
      async (request, reply) => {
        const payment = await paymentOfQrCode(deps.db, ['PROMPTPAYQR'], request.body.payload);
        if (payment)
          return reply.status(303).header('location', approvalPath(payment.id)).send(null);
        const translator = translatorFor(
          languageFromAcceptLanguage(request.headers['accept-language']),
        );
        const scan = renderScanForm(
          translator,
          TEXTS,
          `${THAI_APP_PATH}/scan`,
          true,
          request.body.payload,
        );
        return sendHtml(reply, renderAppPage(translator, TEXTS, scan), 400);
      },
    );
  };
}
