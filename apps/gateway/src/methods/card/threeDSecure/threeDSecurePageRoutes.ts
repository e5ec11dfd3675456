import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { THREE_DS_MESSAGE } from '@paypage/contract/cardPaymentConstants';
import { REFUSAL_REASONS } from '@paypage/contract/refusalReasons';
import { acceptFormPosts } from '../../../http/formPosts';
import { installHtmlErrorPages } from '../../../http/htmlErrorPages';
import { hostedPageCsp } from '../../../hosted/hostedPagePolicy';
import type { PublicAddress } from '../../../hosted/publicAddress';
import { renderMessagePage } from '../../../hosted/pages/messagePage';
import {
  type ChallengeEnd,
  renderChallengeDonePage,
  renderChallengePage,
  renderMethodForwardPage,
  renderNotifyPage,
  renderSilentMethodPage,
} from './threeDSecurePages';
import { languageFromAcceptLanguage, translatorFor } from '../../../i18n/catalogues';
import type { SandboxPayment } from '../../../payments/sandboxPayment';
import type { GatewayDb } from '../../../store/database';
import { answerChallenge, isChallengeWindowSize, openChallenge } from './challenge';
import type { ChallengeWindowSize } from './challenge';
import {
  THREE_DS_CHALLENGE_PATH,
  THREE_DS_METHOD_NOTIFICATION_PATH,
  THREE_DS_METHOD_PATH,
} from './threeDSecureData';
import { collectMethod, methodNotification } from './threeDSMethod';

const MESSAGE = { minLength: 1, maxLength: 4096 } as const;
// Real 3DS servers may add fields (threeDSSessionData …); only the ones we read are checked.
const MethodBodySchema = Type.Object({ threeDSMethodData: Type.String(MESSAGE) });
const ChallengeBodySchema = Type.Object({ creq: Type.String(MESSAGE) });
const AnswerParamsSchema = Type.Object({
  acsTransID: Type.String({ pattern: '^[0-9a-f-]{36}$' }),
});
const AnswerBodySchema = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 32 })),
  action: Type.Optional(Type.Enum(['confirm', 'cancel'] as const)),
  windowSize: Type.Optional(Type.String({ maxLength: 2 })),
});
const HTML_RESPONSES = { 200: Type.String(), 400: Type.String(), 409: Type.String() };

function html(reply: FastifyReply, frameAncestor: string | null): FastifyReply {
  return reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', hostedPageCsp({ frameAncestor }));
}

/** A frame that cannot go on (malformed or unknown message): say so, in the browser's language. */
function problemPage(request: FastifyRequest, reply: FastifyReply, status: 400 | 409) {
  const translator = translatorFor(languageFromAcceptLanguage(request.headers['accept-language']));
  return html(reply.status(status), null).send(
    renderMessagePage({
      translator,
      title: translator.t('error.title'),
      text: translator.t('error.contactSupport'),
      stylesheet: 'threeDSecure.css',
    }),
  );
}

/** Only the payment's own page may frame its 3-D Secure pages and hear their messages. */
function frameAncestorOf(payment: SandboxPayment): string | null {
  return payment.allowedOrigin;
}

/**
 * The sandbox's 3-D Secure 2 frames, as an ACS and a 3DS server serve them:
 * POST /3ds/method (hidden method frame) → POST /3ds/method-notification (tells the page),
 * POST /3ds/challenge (one-time-code form) → POST /3ds/challenge/:acsTransID (tells the page).
 */
export function threeDSecurePageRoutes(
  db: GatewayDb,
  address: PublicAddress,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    acceptFormPosts(app);
    installHtmlErrorPages(app, 'threeDSecure.css');

    app.post(
      THREE_DS_METHOD_PATH,
      { schema: { body: MethodBodySchema, response: HTML_RESPONSES } },
      async (request, reply) => {
        const result = await collectMethod(db, request.body.threeDSMethodData, address, new Date());
        if (result.outcome === 'invalid') return problemPage(request, reply, 400);
        const translator = translatorFor(result.payment.locale);
        const page =
          result.outcome === 'silent'
            ? renderSilentMethodPage(translator)
            : renderMethodForwardPage(translator, {
                url: result.notificationUrl,
                threeDSMethodData: result.notificationData,
              });
        return html(reply, frameAncestorOf(result.payment)).send(page);
      },
    );

    app.post(
      THREE_DS_METHOD_NOTIFICATION_PATH,
      { schema: { body: MethodBodySchema, response: HTML_RESPONSES } },
      async (request, reply) => {
        const result = await methodNotification(db, request.body.threeDSMethodData);
        if (result.outcome === 'invalid') return problemPage(request, reply, 400);
        const targetOrigin = frameAncestorOf(result.payment);
        if (!targetOrigin) return problemPage(request, reply, 400);
        const page = renderNotifyPage(translatorFor(result.payment.locale), {
          targetOrigin,
          message: {
            type: THREE_DS_MESSAGE.methodCompleted,
            threeDSServerTransID: result.threeDSServerTransID,
          },
        });
        return html(reply, targetOrigin).send(page);
      },
    );

    app.post(
      THREE_DS_CHALLENGE_PATH,
      { schema: { body: ChallengeBodySchema, response: HTML_RESPONSES } },
      async (request, reply) => {
        const result = await openChallenge(db, request.body.creq, new Date());
        if (result.outcome === 'invalid') return problemPage(request, reply, 400);
        if (result.outcome === 'not_ready') return problemPage(request, reply, 409);
        const { payment, card, transaction } = result.context;
        const targetOrigin = frameAncestorOf(payment);
        if (!targetOrigin) return problemPage(request, reply, 400);
        const translator = translatorFor(payment.locale);
        const page =
          result.outcome === 'answered'
            ? renderChallengeDonePage(translator, {
                windowSize: result.windowSize,
                targetOrigin,
                end: challengeEnd(result.transStatus, payment),
                message: challengeCompleted(transaction.serverTransId, result.transStatus),
              })
            : renderChallengePage(translator, {
                acsTransId: transaction.acsTransId,
                windowSize: result.windowSize,
                amount: payment.amount,
                currency: payment.currency,
                lastDigits: card.lastDigits,
              });
        return html(reply, targetOrigin).send(page);
      },
    );

    app.post(
      `${THREE_DS_CHALLENGE_PATH}/:acsTransID`,
      { schema: { params: AnswerParamsSchema, body: AnswerBodySchema, response: HTML_RESPONSES } },
      async (request, reply) => {
        const result = await answerChallenge(
          db,
          request.params.acsTransID,
          { code: request.body.code ?? '', cancelled: request.body.action === 'cancel' },
          new Date(),
        );
        if (result.outcome === 'invalid') return problemPage(request, reply, 400);
        if (result.outcome === 'not_ready') return problemPage(request, reply, 409);
        const { payment, transaction } = result.context;
        const targetOrigin = frameAncestorOf(payment);
        if (!targetOrigin) return problemPage(request, reply, 400);
        const windowSize: ChallengeWindowSize = isChallengeWindowSize(request.body.windowSize)
          ? request.body.windowSize
          : '05';
        const page = renderChallengeDonePage(translatorFor(payment.locale), {
          windowSize,
          targetOrigin,
          end: challengeEnd(result.transStatus, payment),
          message: challengeCompleted(transaction.serverTransId, result.transStatus),
        });
        return html(reply, targetOrigin).send(page);
      },
    );
  };
}

/** What the done page says: the answer, or the shopper's own cancel (the payment says so). */
function challengeEnd(transStatus: 'Y' | 'N', payment: SandboxPayment): ChallengeEnd {
  if (transStatus === 'Y') return 'confirmed';
  return payment.refusalReason === REFUSAL_REASONS.cancelled ? 'cancelled' : 'failed';
}

function challengeCompleted(threeDSServerTransID: string, transStatus: 'Y' | 'N') {
  return { type: THREE_DS_MESSAGE.challengeCompleted, threeDSServerTransID, transStatus };
}
