import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { GatewayPaymentParamsSchema } from '@paypage/contract/gatewayApi';
import {
  renderApprovalClosedPage,
  renderApprovalDonePage,
  renderApprovalPage,
} from './approvalPage';
import { originOf } from '../publicAddress';
import { hostedPageCsp } from '../hostedPagePolicy';
import { acceptFormPosts } from '../../http/formPosts';
import { installHtmlErrorPages } from '../../http/htmlErrorPages';
import { translatorFor } from '../../i18n/catalogues';
import type { GatewayDeps } from '../../payments/gatewayMethod';
import { gatewayMethodOf } from '../../payments/gatewayMethod';
import { CANCEL_DECISION, withCancel } from './cancelDecision';
import { expiredIfOverdue } from '../../payments/expiry';
import { settlePayment } from '../../payments/settlePayment';
import type { SandboxPayment } from '../../payments/sandboxPayment';
import { dueDecision } from '../../payments/scheduledDecisions';
import { findPaymentById } from '../../payments/paymentsRepository';
import { findScheduledDecision } from '../../payments/scheduledDecisionsRepository';

const DecisionBodySchema = Type.Object({
  decision: Type.String({ minLength: 1, maxLength: 32 }),
  choice: Type.Optional(Type.String({ maxLength: 128 })),
});
const HTML_RESPONSES = { 200: Type.String(), 400: Type.String(), 404: Type.String() };

const OPEN = new Set(['RECEIVED', 'PENDING']);

/**
 * A whole page of its own (never framed): the shopper's browser or phone comes here directly.
 * Deciding posts the form and is redirected back to the payment's page, whose origin the policy
 * must therefore allow as a form target.
 */
function html(reply: FastifyReply, payment?: SandboxPayment): FastifyReply {
  const formRedirectOrigin = payment?.returnUrl ? originOf(payment.returnUrl) : null;
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', hostedPageCsp({ frameAncestor: null, formRedirectOrigin }));
}

function notFound(): Error {
  return Object.assign(new Error('No payment waits for approval here'), { statusCode: 404 });
}

/**
 * The payment and its method's approval flow, if the method decides on this page; open while
 * the shopper has not decided (a decision the bank still has to confirm counts as made).
 */
async function approvalOf(deps: GatewayDeps, id: string) {
  const found = await findPaymentById(deps.db, id);
  if (!found) throw notFound();
  const approval = gatewayMethodOf(deps.methods, found.method)?.approval;
  // Past its expiry it is refused first: an approval that comes too late decides nothing.
  const payment = await expiredIfOverdue(deps.db, found);
  const ownFlow = typeof approval === 'function' ? approval(payment) : approval;
  if (!ownFlow) throw notFound();
  const flow = withCancel(ownFlow);
  const open = OPEN.has(payment.status) && !(await findScheduledDecision(deps.db, id));
  return { payment, flow, open };
}

/**
 * GET and POST /hosted/approve/{paymentId}: the sandbox bank, wallet or provider page of every
 * method that has one (GatewayMethod.approval). Deciding settles the payment (its webhook goes
 * out in the same transaction) and sends the shopper back, or says the payment page will know.
 */
export function approvalRoutes(deps: GatewayDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    installHtmlErrorPages(app, 'approval.css');
    acceptFormPosts(app);

    app.get(
      '/hosted/approve/:id',
      { schema: { params: GatewayPaymentParamsSchema, response: HTML_RESPONSES } },
      async (request, reply) => {
        const { payment, flow, open } = await approvalOf(deps, request.params.id);
        const translator = translatorFor(payment.locale);
        const body = open
          ? renderApprovalPage(translator, flow, payment)
          : renderApprovalClosedPage(translator, flow, payment);
        return html(reply, payment).send(body);
      },
    );

    app.post(
      '/hosted/approve/:id',
      {
        schema: {
          params: GatewayPaymentParamsSchema,
          body: DecisionBodySchema,
          response: { ...HTML_RESPONSES, 303: Type.Null() },
        },
      },
      async (request, reply) => {
        const { payment, flow, open } = await approvalOf(deps, request.params.id);
        const translator = translatorFor(payment.locale);
        if (!open) {
          return html(reply, payment).send(renderApprovalClosedPage(translator, flow, payment));
        }
        const decision = flow.decisions.find((d) => d.id === request.body.decision);
        if (!decision) {
          return html(reply.status(400), payment).send(
            renderApprovalPage(translator, flow, payment),
          );
        }
        const options = flow.choice?.options(payment) ?? [];
        const choice = request.body.choice;
        // Giving up needs no choice made first.
        const needsChoice = flow.choice && decision.id !== CANCEL_DECISION.id;
        if (needsChoice && !options.some((option) => option.value === choice)) {
          return html(reply.status(400), payment).send(
            renderApprovalPage(translator, flow, payment, 'choose'),
          );
        }
        const { status, later, ...outcome } = decision.decide(payment, choice);
        const now = new Date();
        // A decision that leaves the rest to the bank ends the shopper's window (Trustly: the
        // bank confirms later, and a cancel can no longer stop it); both in one transaction.
        const result = await settlePayment(deps.db, payment.id, status, now, {
          ...outcome,
          ...(later ? { expiresAt: null, later: dueDecision(later, now) } : {}),
        });
        if (result.outcome === 'not_found') throw notFound();
        const decided: SandboxPayment = result.payment;
        if (result.outcome === 'final') {
          return html(reply, decided).send(renderApprovalClosedPage(translator, flow, decided));
        }
        if (flow.afterwards === 'return' && decided.returnUrl) {
          return reply.status(303).header('location', decided.returnUrl).send(null);
        }
        return html(reply, decided).send(renderApprovalDonePage(translator, flow, decided));
      },
    );
  };
}
