import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { GatewayActionSchema } from '@paypage/contract/cardPayments';
import { GatewayPaymentStatusSchema } from '@paypage/contract/gatewayApi';
import { errorBody, errorResponses } from '../../http/apiErrors';
import { continueThreeDSecure } from '../card/payment/continueThreeDSecure';
import type { SandboxPayment } from '../../payments/sandboxPayment';
import type { GatewayDeps } from '../../payments/gatewayMethod';
import { payWithBancontactCard } from './bancontactCardPayment';
import { CHECKOUT_PAGE_PATH } from './checkoutPaths';
import { holdsSessionData } from './checkoutSession';
import { CheckoutParamsSchema } from './checkoutPageRoutes';
import { checkoutAsItStands, isOpen } from './openCheckout';

/** The header the checkout's script sends the session's data in (never in an address). */
export const SESSION_DATA_HEADER = 'paypage-checkout-session';

const SessionDataSchema = Type.String({ minLength: 16, maxLength: 256 });
const HeadersSchema = Type.Object({ [SESSION_DATA_HEADER]: Type.Optional(SessionDataSchema) });

/** How the checkout's payment stands, and where the shopper goes once it is decided. */
const CheckoutStateSchema = Type.Object({
  status: GatewayPaymentStatusSchema,
  action: Type.Optional(GatewayActionSchema),
  returnUrl: Type.Optional(Type.String()),
});

const CardBodySchema = Type.Object(
  {
    sessionData: SessionDataSchema,
    cardToken: Type.String({ pattern: '^ct_[A-Za-z0-9_-]{8,64}$' }),
  },
  { additionalProperties: false },
);
const ThreeDSecureBodySchema = Type.Object(
  {
    sessionData: SessionDataSchema,
    step: Type.Enum(['fingerprint', 'challenge'] as const),
    threeDSCompInd: Type.Optional(Type.Enum(['Y', 'N'] as const)),
  },
  { additionalProperties: false },
);

function stateOf(payment: SandboxPayment) {
  if (isOpen(payment)) {
    return { status: payment.status, ...(payment.action ? { action: payment.action } : {}) };
  }
  return { status: payment.status, ...(payment.returnUrl ? { returnUrl: payment.returnUrl } : {}) };
}

const noSession = (reply: FastifyReply) =>
  reply.status(404).send(errorBody(404, 'No checkout session with this id and data'));

/**
 * The checkout's script in the shopper's browser, on the gateway's own origin: how the payment
 * stands (Bancontact mobile waits for the app), and a Bancontact card's payment with its
 * 3-D Secure steps. Every call carries the session's data.
 */
export function checkoutCallsRoutes(deps: GatewayDeps): FastifyPluginAsyncTypebox {
  const { db, address, windows } = deps;
  return async (app) => {
    app.get(
      `${CHECKOUT_PAGE_PATH}/status`,
      {
        schema: {
          params: CheckoutParamsSchema,
          headers: HeadersSchema,
          response: { 200: CheckoutStateSchema, ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const opened = await checkoutAsItStands(db, request.params.id, new Date());
        if (!opened || !holdsSessionData(opened.session, request.headers[SESSION_DATA_HEADER])) {
          return noSession(reply);
        }
        return reply.header('cache-control', 'no-store').send(stateOf(opened.payment));
      },
    );

    app.post(
      `${CHECKOUT_PAGE_PATH}/card`,
      {
        schema: {
          params: CheckoutParamsSchema,
          body: CardBodySchema,
          response: { 200: CheckoutStateSchema, ...errorResponses(400, 404, 413, 415) },
        },
      },
      async (request, reply) => {
        const now = new Date();
        const opened = await checkoutAsItStands(db, request.params.id, now);
        if (!opened || !holdsSessionData(opened.session, request.body.sessionData)) {
          return noSession(reply);
        }
        const answer = await payWithBancontactCard(
          db,
          opened.session,
          request.body.cardToken,
          now,
          // The checkout's own address, as this browser reached it.
          address.forRequest(request),
          windows,
        );
        if (answer.outcome === 'not_found') return noSession(reply);
        if (answer.outcome === 'invalid_card') {
          return reply.status(400).send({
            ...errorBody(400, 'Invalid request: /cardToken is not a card of this checkout'),
            fields: [{ field: '/cardToken', message: 'is not a card of this checkout' }],
          });
        }
        return reply.send(stateOf(answer.payment));
      },
    );

    app.post(
      `${CHECKOUT_PAGE_PATH}/three-d-secure`,
      {
        schema: {
          params: CheckoutParamsSchema,
          body: ThreeDSecureBodySchema,
          response: { 200: CheckoutStateSchema, ...errorResponses(400, 404, 409, 413, 415) },
        },
      },
      async (request, reply) => {
        const now = new Date();
        const opened = await checkoutAsItStands(db, request.params.id, now);
        if (!opened || !holdsSessionData(opened.session, request.body.sessionData)) {
          return noSession(reply);
        }
        const { step, threeDSCompInd } = request.body;
        const result = await continueThreeDSecure(
          db,
          opened.session.paymentId,
          step === 'fingerprint' ? { step, threeDSCompInd: threeDSCompInd ?? 'N' } : { step },
          now,
          address,
          windows,
        );
        if (result.outcome === 'not_found') return noSession(reply);
        if (result.outcome === 'not_ready')
          return reply.status(409).send(errorBody(409, result.message));
        return reply.send(stateOf(result.payment));
      },
    );
  };
}
