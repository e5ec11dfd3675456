import {
  CardSessionQuerySchema,
  CardSessionResponseSchema,
  CardTransactionBodySchema,
  CardTransactionResponseSchema,
  ThreeDSecureResultBodySchema,
  TransactionParamsSchema,
} from '@paypage/contract/cardPayments';
import { LinkUuidParamsSchema } from '@paypage/contract/paymentLink';
import { withAcceptedTerms } from '@paypage/contract/payments';
import { GatewayRejected } from '../../gateway/gateway';
import { Problem } from '../../http/problem';
import { paymentRoute } from '../../http/paymentRoute';
import { errorResponses, PublicHeadersSchema } from '../../http/routeSchemas';
import { pageOrigin } from '../../payments/pageAddress';
import { findLink, payableLink } from '../../payments/payableLink';
import type { MethodRoutes } from '../methodRoutes';
import { cardPayments } from './payWithCard';
import { merchantPageThemes } from '../../merchants/merchantPageThemes';
import { gatewayLocaleOf } from '../../payments/gatewayLocale';

/** Card payments (SPEC §7): the hosted form's session, paying, and the 3-D Secure steps. */
export const cardRoutes: MethodRoutes = async (app, { services, gateway, config }) => {
  const cards = cardPayments(services, gateway);

  app.post(
    '/public/card/payment-link/:uuid',
    {
      schema: {
        tags: ['public'],
        operationId: 'startCardFormSession',
        security: [],
        summary: "A session of the gateway's hosted card form",
        params: LinkUuidParamsSchema,
        querystring: CardSessionQuerySchema,
        headers: PublicHeadersSchema,
        response: { 200: CardSessionResponseSchema, ...errorResponses(400, 404, 409, 429, 502) },
      },
    },
    async (request) => {
      const link = await payableLink(services, request.params.uuid, 'CARD');
      const merchant = await services.merchants.findById(link.merchantId);
      // The form draws the colours the page draws, in light and in dark.
      const themes = merchantPageThemes(merchant);
      // The form speaks the language the page speaks, picked in its footer or the link's.
      const locale = gatewayLocaleOf(link.locale, request.query.language);
      const session = await gateway
        .createCardSession({
          reference: link.uuid,
          // The page's frame and its messages: only the page that asked may hear them.
          allowedOrigin: pageOrigin(request, config),
          ...(locale ? { locale } : {}),
          theme: themes.light,
          darkTheme: themes.dark,
        })
        .catch((error: unknown) => {
          const status = error instanceof GatewayRejected ? 'refused' : 'did not answer';
          throw new Problem(502, 'GATEWAY_UNAVAILABLE', `The payment provider ${status}`);
        });
      return { token: session.token, integrationId: session.integrationId };
    },
  );

  app.post(
    '/public/payment-link/:uuid/transaction',
    paymentRoute({
      operationId: 'payByCard',
      summary: 'Pay by card: a card just tokenised by the hosted form, or a saved card',
      params: LinkUuidParamsSchema,
      body: withAcceptedTerms(CardTransactionBodySchema),
      response: { 200: CardTransactionResponseSchema },
    }),
    async (request) => {
      const link = await payableLink(services, request.params.uuid, 'CARD');
      return cards.pay(link, request.body, pageOrigin(request, config));
    },
  );

  app.post(
    '/public/payment-link/:uuid/transaction/:transactionId/three-d-secure',
    {
      schema: {
        tags: ['public'],
        operationId: 'completeThreeDSecureStep',
        security: [],
        summary: 'A 3-D Secure step of a card payment is done: what comes next',
        params: TransactionParamsSchema,
        headers: PublicHeadersSchema,
        body: ThreeDSecureResultBodySchema,
        response: {
          200: CardTransactionResponseSchema,
          ...errorResponses(400, 404, 409, 413, 415, 429, 502),
        },
      },
    },
    async (request) => {
      const link = await findLink(services, request.params.uuid);
      return cards.continueThreeDSecure(link, request.params.transactionId, request.body);
    },
  );
};
