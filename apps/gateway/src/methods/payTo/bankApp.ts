import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PAYTO_BANK_APP_PATH } from '@paypage/contract/methods/payToRules';
import Type from 'typebox';
import { formatAmount } from '../../hosted/formatAmount';
import { hostedPageCsp } from '../../hosted/hostedPagePolicy';
import { renderHostedPage } from '../../hosted/pages/hostedPage';
import { translatorFor, type Translator } from '../../i18n/catalogues';
import { escapeHtml } from '../../sandbox/html';
import { approvalPath, type GatewayDeps } from '../gatewayMethod';
import { openRequestsFor, type OpenRequest } from './payToAgreementsRepository';

const BankAppQuerySchema = Type.Object({
  payId: Type.Optional(Type.String({ maxLength: 300 })),
  lang: Type.Optional(Type.String({ maxLength: 16, pattern: '^[A-Za-z_-]*$' })),
});

/** The ways the payer may have typed the PayID the agreement names. */
function payIdsLike(typed: string): string[] {
  const trimmed = typed.trim();
  return [...new Set([trimmed, trimmed.replace(/\s+/g, ''), trimmed.toLowerCase()])];
}

function requestsList(translator: Translator, requests: readonly OpenRequest[]): string {
  const { t } = translator;
  if (requests.length === 0) return `<p role="status">${escapeHtml(t('payto.bankApp.none'))}</p>`;
  const items = requests.map((request) => {
    const amount = formatAmount(request.amount, request.currency, translator.formattingLocale);
    return `<li><a href="${escapeHtml(approvalPath(request.paymentId))}">${escapeHtml(t('payto.bankApp.review', { amount }))}</a><br>${escapeHtml(request.accountName)}</li>`;
  });
  return `<ul class="approval-requests">\n${items.join('\n')}\n</ul>`;
}

function renderBankApp(translator: Translator, payId: string, requests?: readonly OpenRequest[]) {
  const { t } = translator;
  const title = t('payto.bankApp.title');
  const results = requests
    ? `<h2>${escapeHtml(t('payto.bankApp.requests'))}</h2>\n${requestsList(translator, requests)}`
    : '';
  return renderHostedPage({
    language: translator.language,
    title,
    stylesheets: ['hosted.css', 'approval.css'],
    bodyClass: 'approval',
    body: `<header class="approval-provider"><span class="approval-mark" aria-hidden="true"></span><span>${escapeHtml(title)}</span></header>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(t('payto.bankApp.intro'))}</p>
<p class="approval-sandbox">${escapeHtml(t('approval.sandbox'))}</p>
<form method="get" action="${PAYTO_BANK_APP_PATH}">
<input type="hidden" name="lang" value="${escapeHtml(translator.language)}">
<div class="approval-field"><label for="payto-pay-id">${escapeHtml(t('payto.bankApp.payId'))}</label>
<input id="payto-pay-id" name="payId" value="${escapeHtml(payId)}" autocomplete="off" spellcheck="false" required></div>
<div class="approval-actions"><button type="submit" class="primary">${escapeHtml(t('payto.bankApp.show'))}</button></div>
</form>
${results}
</main>`,
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
