import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { EXPIRED_REFUSAL_REASON } from '@paypage/contract/expiredPayment';
import { SandboxDepositParamsSchema } from '@paypage/contract/methods/virtualAccount';
import { hostedPageCsp } from '../../../hosted/hostedPagePolicy';
import { acceptFormPosts } from '../../../http/formPosts';
import { installHtmlErrorPages } from '../../../http/htmlErrorPages';
import { languageFromAcceptLanguage, translatorFor } from '../../../i18n/catalogues';
import type { GatewayDeps } from '../../../payments/gatewayMethod';
import { depositInto, expireNow, virtualAccountPayment } from '../deposits';
import {
  renderFindAccountPage,
  renderOutcomePage,
  renderTransferPage,
  SANDBOX_BANK_PATH,
} from './sandboxBankPage';

const FindQuerySchema = Type.Object({
  accountNumber: Type.Optional(Type.String({ maxLength: 64 })),
});
const DecisionBodySchema = Type.Object({ decision: Type.Enum(['transfer', 'expire'] as const) });
const HTML_RESPONSES = { 200: Type.String(), 400: Type.String(), 404: Type.String() };

function html(reply: FastifyReply): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', hostedPageCsp({ frameAncestor: null }));
}

/**
 * The sandbox bank (GET /hosted/virtual-accounts): a tester, or the end-to-end suite, transfers
 * into a virtual account as a shopper would from a banking app, by its number, with the
 * account's exact amount; or lets the account's deadline come now. The account's page speaks
 * the payment's language; the empty form, the browser's.
 */
export function sandboxBankRoutes({ db }: GatewayDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    installHtmlErrorPages(app, 'approval.css');
    acceptFormPosts(app);

    app.get(
      SANDBOX_BANK_PATH,
      { schema: { querystring: FindQuerySchema, response: HTML_RESPONSES } },
      async (request, reply) => {
        const browserLanguage = languageFromAcceptLanguage(request.headers['accept-language']);
        // Spaces and hyphens as people copy account numbers; the bank reads the digits.
        const typed = request.query.accountNumber?.replace(/[\s-]/g, '');
        if (typed === undefined) {
          return html(reply).send(renderFindAccountPage(translatorFor(browserLanguage)));
        }
        const payment = /^[0-9]{10,16}$/.test(typed)
          ? await virtualAccountPayment(db, typed, new Date())
          : undefined;
        if (!payment) {
          return html(reply.status(404)).send(
            renderFindAccountPage(translatorFor(browserLanguage), true),
          );
        }
        const translator = translatorFor(payment.locale);
        if (payment.status === 'PENDING' || payment.status === 'RECEIVED') {
          return html(reply).send(renderTransferPage(translator, payment));
        }
        const outcome = payment.refusalReason === EXPIRED_REFUSAL_REASON ? 'expired' : 'closed';
        return html(reply).send(renderOutcomePage(translator, payment, outcome));
      },
    );

    app.post(
      `${SANDBOX_BANK_PATH}/:accountNumber`,
      {
        schema: {
          params: SandboxDepositParamsSchema,
          body: DecisionBodySchema,
          response: HTML_RESPONSES,
        },
      },
      async (request, reply) => {
        const { accountNumber } = request.params;
        const now = new Date();
        const open = await virtualAccountPayment(db, accountNumber, now);
        if (!open) {
          const browserLanguage = languageFromAcceptLanguage(request.headers['accept-language']);
          return html(reply.status(404)).send(
            renderFindAccountPage(translatorFor(browserLanguage), true),
          );
        }
        const result =
          request.body.decision === 'transfer'
            ? await depositInto(db, accountNumber, { amount: open.amount }, now)
            : await expireNow(db, accountNumber, now);
        if (result.outcome === 'not_found' || result.outcome === 'wrong_amount') {
          throw new Error('The sandbox bank sent the account’s own amount to an account it found');
        }
        const translator = translatorFor(result.payment.locale);
        return html(reply).send(renderOutcomePage(translator, result.payment, result.outcome));
      },
    );
  };
}
