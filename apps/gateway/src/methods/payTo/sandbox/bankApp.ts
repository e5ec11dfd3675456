import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalisePayId, PAYTO_BANK_APP_PATH } from '@paypage/contract/methods/payToRules';
import Type from 'typebox';
import { formatAmount } from '../../../hosted/formatAmount';
import { hostedPageCsp } from '../../../hosted/hostedPagePolicy';
import { renderApprovalFrame, sandboxNote } from '../../../hosted/approval/approvalFrame';
import { html, joinHtml, type Html } from '../../../hosted/html';
import { translatorFor, type Translator } from '../../../i18n/catalogues';
import { approvalPath, type GatewayDeps } from '../../../payments/gatewayMethod';
import { openRequestsFor, type OpenRequest } from '../payToAgreementsRepository';

const BankAppQuerySchema = Type.Object({
  payId: Type.Optional(Type.String({ maxLength: 300 })),
  lang: Type.Optional(Type.String({ maxLength: 16, pattern: '^[A-Za-z_-]*$' })),
});

/** The ways the payer may have typed the PayID the agreement names. */
function payIdsLike(typed: string): string[] {
  const trimmed = typed.trim();
  // A phone number as typed on the page (0412 345 678) is kept as the NPP writes it (+61-4…).
  const phone = normalisePayId('PHONE', trimmed);
  return [...new Set([trimmed, trimmed.replace(/\s+/g, ''), trimmed.toLowerCase(), phone])];
}

function requestsList(translator: Translator, requests: readonly OpenRequest[]): Html {
  const { t } = translator;
  if (requests.length === 0) return html`<p role="status">${t('payto.bankApp.none')}</p>`;
  const items = requests.map((request) => {
    const amount = formatAmount(request.amount, request.currency, translator.formattingLocale);
    return html`<li><a href="${approvalPath(request.paymentId)}">${t('payto.bankApp.review', { amount })}</a><br>${request.accountName}</li>`;
  });
  return html`<ul class="approval-requests">\n${joinHtml(items, '\n')}\n</ul>`;
}

function renderBankApp(translator: Translator, payId: string, requests?: readonly OpenRequest[]) {
  const { t } = translator;
  const title = t('payto.bankApp.title');
  const results =
    requests &&
    html`<h2>${t('payto.bankApp.requests')}</h2>\n${requestsList(translator, requests)}`;
  return renderApprovalFrame({
    translator,
    title,
    main: html`<h1>${title}</h1>
<p>${t('payto.bankApp.intro')}</p>
${sandboxNote(translator)}
<form method="get" action="${PAYTO_BANK_APP_PATH}">
<input type="hidden" name="lang" value="${translator.language}">
<div class="approval-field"><label for="payto-pay-id">${t('payto.bankApp.payId')}</label>
<input id="payto-pay-id" name="payId" value="${payId}" dir="ltr" autocomplete="off" spellcheck="false" required></div>
<div class="approval-actions"><button type="submit" class="primary">${t('payto.bankApp.show')}</button></div>
</form>
${results}`,
  });
}

/**
 * GET /hosted/payto/bank-app?payId=…: the sandbox's banking app, on the payer's phone. The payer
 * enters the PayID and sees the PayTo agreement requests waiting for it, each leading to the
 * approval page where it is approved, declined or rejected. No script, a plain GET form.
 */
export function bankAppRoutes({ db }: GatewayDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      PAYTO_BANK_APP_PATH,
      { schema: { querystring: BankAppQuerySchema, response: { 200: Type.String() } } },
      async (request, reply) => {
        const translator = translatorFor(request.query.lang ?? 'en');
        const payId = request.query.payId?.trim() ?? '';
        const requests = payId
          ? await openRequestsFor(db, payIdsLike(payId), new Date())
          : undefined;
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-security-policy', hostedPageCsp({ frameAncestor: null }))
          .send(renderBankApp(translator, payId, requests));
      },
    );
  };
}
