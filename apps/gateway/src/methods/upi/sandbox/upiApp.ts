import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WAITING_DETAILS } from '@paypage/contract/methods/waitingPayments';
import Type from 'typebox';
import { acceptFormPosts } from '../../../http/formPosts';
import { installHtmlErrorPages } from '../../../http/htmlErrorPages';
import {
  languageFromAcceptLanguage,
  translatorFor,
  type Translator,
} from '../../../i18n/catalogues';
import { html, joinHtml, type Html } from '../../../hosted/html';
import type { GatewayDeps } from '../../../payments/gatewayMethod';
import { approvalPath } from '../../../payments/gatewayMethod';
import type { AppTexts } from '../../sandboxApp';
import {
  paymentOfQrCode,
  renderAppPage,
  renderPaymentItem,
  renderScanForm,
  sendHtml,
  stillOpenPayments,
} from '../../sandboxApp';

export const UPI_APP_PATH = '/hosted/upi-app';

const TEXTS: AppTexts = {
  title: 'upi.approval.title',
  intro: 'upi.app.intro',
  scanHeading: 'upi.app.scan.heading',
  scanLabel: 'upi.app.scan.label',
  scanHint: 'upi.app.scan.hint',
  scanButton: 'upi.app.scan.button',
  notFound: 'upi.app.scan.notFound',
};

async function requestsSection(
  deps: GatewayDeps,
  translator: Translator,
  upiId: string,
): Promise<Html> {
  const { t } = translator;
  const form = html`<form method="get" action="${UPI_APP_PATH}">
<label class="approval-label" for="upi-id">${t('upi.app.upiId.label')}</label>
<input id="upi-id" type="text" name="upiId" value="${upiId}" dir="ltr" autocomplete="off" autocapitalize="none" spellcheck="false" required>
<div class="approval-actions"><button type="submit">${t('upi.app.upiId.button')}</button></div>
</form>`;
  if (upiId === '') {
    return html`<section aria-labelledby="requests-heading"><h2 id="requests-heading">${t('upi.app.requests.heading')}</h2>${form}</section>`;
  }
  const wanted = upiId.trim().toLowerCase();
  const requests = (await stillOpenPayments(deps.db, ['UPI'])).filter(
    (payment) =>
      String(payment.details?.[WAITING_DETAILS.payerUpiId] ?? '').toLowerCase() === wanted,
  );
  const list =
    requests.length === 0
      ? html`<p role="status">${t('upi.app.requests.none')}</p>`
      : html`<ul class="approval-list">${joinHtml(
          requests.map((payment) =>
            renderPaymentItem(translator, payment, 'upi.app.requests.open'),
          ),
          '\n',
        )}</ul>`;
  return html`<section aria-labelledby="requests-heading"><h2 id="requests-heading">${t('upi.app.requests.heading')}</h2>${form}${list}</section>`;
}

/**
 * GET /hosted/upi-app: the sandbox UPI app on the payer's phone. With ?upiId=…, the collect
 * requests waiting for that UPI ID; below, the scanner for a UPI QR code (POST …/scan).
 */
export function upiAppRoutes(deps: GatewayDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    installHtmlErrorPages(app, 'approval.css');
    acceptFormPosts(app);

    app.get(
      UPI_APP_PATH,
      {
        schema: {
          querystring: Type.Object({ upiId: Type.Optional(Type.String({ maxLength: 321 })) }),
          response: { 200: Type.String() },
        },
      },
      async (request, reply) => {
        const translator = translatorFor(
          languageFromAcceptLanguage(request.headers['accept-language']),
        );
        const requests = await requestsSection(deps, translator, request.query.upiId ?? '');
        const scan = renderScanForm(translator, TEXTS, `${UPI_APP_PATH}/scan`, false);
        return sendHtml(reply, renderAppPage(translator, TEXTS, html`${requests}\n${scan}`));
      },
    );

    app.post(
      `${UPI_APP_PATH}/scan`,
      {
        schema: {
          body: Type.Object({ payload: Type.String({ maxLength: 2048 }) }),
          response: { 200: Type.String(), 303: Type.Null(), 400: Type.String() },
        },
      },
      async (request, reply) => {
        const payment = await paymentOfQrCode(deps.db, ['UPIQRCODE'], request.body.payload);
        if (payment)
          return reply.status(303).header('location', approvalPath(payment.id)).send(null);
        const translator = translatorFor(
          languageFromAcceptLanguage(request.headers['accept-language']),
        );
        const requests = await requestsSection(deps, translator, '');
        const scan = renderScanForm(
          translator,
          TEXTS,
          `${UPI_APP_PATH}/scan`,
          true,
          request.body.payload,
        );
        return sendHtml(reply, renderAppPage(translator, TEXTS, html`${requests}\n${scan}`), 400);
      },
    );
  };
}
