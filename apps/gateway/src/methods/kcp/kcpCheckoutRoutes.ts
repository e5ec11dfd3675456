import { REFUSAL_REASONS } from '@paypage/contract/refusalReasons';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { GatewayPaymentParamsSchema } from '@paypage/contract/gatewayApi';
import { originOf } from '../../hosted/publicAddress';
import { hostedPageCsp } from '../../hosted/hostedPagePolicy';
import { acceptFormPosts } from '../../http/formPosts';
import { installHtmlErrorPages } from '../../http/htmlErrorPages';
import { translatorFor } from '../../i18n/catalogues';
import { paymentAsItStands } from '../../payments/expiry';
import type { SandboxPayment } from '../../payments/sandboxPayment';
import { settlePayment } from '../../payments/settlePayment';
import type { GatewayDb } from '../../store/database';
import type { GatewayDeps } from '../../payments/gatewayMethod';
import { approvedDetails, choiceOf, INSTALMENT_MONTHS, instalmentsAllowed } from './kcpChoices';
import { renderKcpCheckoutPage, renderKcpClosedPage } from './kcpCheckoutPage';

const DecisionBodySchema = Type.Object({
  decision: Type.Enum(['approve', 'cancel', 'refuse'] as const),
  choice: Type.Optional(Type.String({ maxLength: 32 })),
  instalments: Type.Optional(Type.String({ maxLength: 2 })),
});
type Decision = Type.Static<typeof DecisionBodySchema>;
const HTML_RESPONSES = { 200: Type.String(), 400: Type.String(), 404: Type.String() };

/**
 * The shopper's browser comes here directly: a whole page, never framed, never cached, whose
 * form may lead back to the payment page.
 */
function html(reply: FastifyReply, payment: SandboxPayment): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      hostedPageCsp({
        frameAncestor: null,
        formRedirectOrigin: payment.returnUrl ? originOf(payment.returnUrl) : null,
      }),
    );
}

const noSuchPayment = () =>
  Object.assign(new Error('No KCP payment has this id'), { statusCode: 404 });

/** A KCP payment, expired first if its window has stayed open past its time. */
async function kcpPaymentOf(db: GatewayDb, id: string): Promise<SandboxPayment> {
  const payment = await paymentAsItStands(db, id);
  if (payment?.method !== 'KCP') throw noSuchPayment();
  return payment;
}

const isOpen = (payment: SandboxPayment) =>
  payment.status === 'PENDING' || payment.status === 'RECEIVED';

/** KCP's answers: paid (the money is taken at approval), cancelled by the shopper, or refused. */
function outcomeOf(payment: SandboxPayment, body: Decision) {
  if (body.decision === 'cancel') {
    return { status: 'REFUSED', refusalReason: REFUSAL_REASONS.cancelled } as const;
  }
  const choice = choiceOf(body.choice);
  if (!choice) return undefined;
  if (body.decision === 'refuse') {
    // A card company declines (limit, stolen card …); a bank, for want of money in the account.
    const refusalReason =
      choice.payType === 'CARD' ? REFUSAL_REASONS.declined : REFUSAL_REASONS.insufficientFunds;
    return { status: 'REFUSED', refusalReason } as const;
  }
  const months = Number(body.instalments ?? '0');
  const monthsAllowed =
    months === 0 ||
    (choice.payType === 'CARD' &&
      instalmentsAllowed(payment.amount, payment.currency) &&
      (INSTALMENT_MONTHS as readonly number[]).includes(months));
  if (!monthsAllowed) return undefined;
  return { status: 'SUCCESS', details: approvedDetails(choice, months) } as const;
}

/**
 * GET and POST /hosted/kcp/{paymentId}: KCP's payment window in the sandbox. Deciding settles
 * the payment (its webhook goes out in the same transaction) and sends the shopper back to the
 * payment page's return address, whatever the outcome, as KCP returns to the shop.
 */
export function kcpCheckoutRoutes({ db }: GatewayDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    installHtmlErrorPages(app, 'approval.css');
    acceptFormPosts(app);

    app.get(
      '/hosted/kcp/:id',
      { schema: { params: GatewayPaymentParamsSchema, response: HTML_RESPONSES } },
      async (request, reply) => {
        const payment = await kcpPaymentOf(db, request.params.id);
        const translator = translatorFor(payment.locale);
        const body = isOpen(payment)
          ? renderKcpCheckoutPage(translator, payment)
          : renderKcpClosedPage(translator, payment);
        return html(reply, payment).send(body);
      },
    );

    app.post(
      '/hosted/kcp/:id',
      {
        schema: {
          params: GatewayPaymentParamsSchema,
          body: DecisionBodySchema,
          response: { ...HTML_RESPONSES, 303: Type.Null() },
        },
      },
      async (request, reply) => {
        const payment = await kcpPaymentOf(db, request.params.id);
        const translator = translatorFor(payment.locale);
        if (!isOpen(payment)) {
          return html(reply, payment).send(renderKcpClosedPage(translator, payment));
        }
        const outcome = outcomeOf(payment, request.body);
        if (!outcome) {
          return html(reply.status(400), payment).send(
            renderKcpCheckoutPage(translator, payment, 'choose'),
          );
        }
        const { status, ...change } = outcome;
        const result = await settlePayment(db, payment.id, status, new Date(), change);
        if (result.outcome === 'not_found') throw noSuchPayment();
        if (result.outcome === 'final' || !result.payment.returnUrl) {
          return html(reply, payment).send(renderKcpClosedPage(translator, result.payment));
        }
        return reply.status(303).header('location', result.payment.returnUrl).send(null);
      },
    );
  };
}
