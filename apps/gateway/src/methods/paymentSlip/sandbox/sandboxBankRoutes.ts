import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { GatewayPaymentParamsSchema } from '@paypage/contract/gatewayApi';
import { hostedPageCsp } from '../../../hosted/hostedPagePolicy';
import { acceptFormPosts } from '../../../http/formPosts';
import { installHtmlErrorPages } from '../../../http/htmlErrorPages';
import { languageFromAcceptLanguage, translatorFor } from '../../../i18n/catalogues';
import type { GatewayDb } from '../../../store/database';
import { findPaymentById } from '../../../payments/paymentsRepository';
import type { GatewayDeps } from '../../../payments/gatewayMethod';
import {
  type OpenSlip,
  renderSandboxBankPage,
  SANDBOX_SLIPS_PATH,
  SLIP_DECISIONS,
} from './sandboxBankPage';
import { receiveTransfer, refuseNotReceived, refuseOverdueSlips } from '../slipOutcomes';
import { findSlip, listOpenSlipIds } from '../slipsRepository';

/** The page lists this many slips at most, the soonest due first. */
const LISTED = 50;

const html = (reply: FastifyReply) =>
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', hostedPageCsp({ frameAncestor: null }));

async function slipOf(db: GatewayDb, paymentId: string): Promise<OpenSlip | undefined> {
  const [payment, slip] = await Promise.all([
    findPaymentById(db, paymentId),
    findSlip(db, paymentId),
  ]);
  return payment && slip ? { payment, slip } : undefined;
}

/**
 * GET /hosted/payment-slips: the sandbox bank's incoming transfers, in the tester's language
 * (Accept-Language). POST /hosted/payment-slips/{paymentId}: a transfer arrived, or the due date
 * passed without one; the payment is decided (its webhook goes out) and the list shows again.
 */
export function sandboxBankRoutes({ db }: GatewayDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    installHtmlErrorPages(app, 'approval.css');
    acceptFormPosts(app);

    app.get(
      SANDBOX_SLIPS_PATH,
      {
        schema: {
          querystring: Type.Object({
            done: Type.Optional(GatewayPaymentParamsSchema.properties.id),
          }),
          response: { 200: Type.String(), 400: Type.String() },
        },
      },
      async (request, reply) => {
        const now = new Date();
        // Slips past their due date are refused before the list is drawn: it shows what waits.
        await refuseOverdueSlips(db, now);
        const ids = await listOpenSlipIds(db, LISTED);
        const open = (await Promise.all(ids.map((id) => slipOf(db, id)))).filter(
          (item): item is OpenSlip => item !== undefined,
        );
        const decided = request.query.done ? await slipOf(db, request.query.done) : undefined;
        const translator = translatorFor(
          languageFromAcceptLanguage(request.headers['accept-language']),
        );
        return html(reply).send(renderSandboxBankPage(translator, open, decided));
      },
    );

    app.post(
      `${SANDBOX_SLIPS_PATH}/:id`,
      {
        schema: {
          params: GatewayPaymentParamsSchema,
          body: Type.Object({ decision: Type.Enum(SLIP_DECISIONS) }),
          response: { 303: Type.Null(), 400: Type.String(), 404: Type.String() },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        if (!(await findSlip(db, id))) {
          throw Object.assign(new Error('No payment slip has this id'), { statusCode: 404 });
        }
        const now = new Date();
        if (request.body.decision === 'received') await receiveTransfer(db, id, now);
        else await refuseNotReceived(db, id, now);
        // After a post, a redirect: a reload of the list never posts the decision again.
        const done = `${SANDBOX_SLIPS_PATH}?${new URLSearchParams({ done: id })}`;
        return reply.status(303).header('location', done).send(null);
      },
    );
  };
}
