import {
  PaypalExecuteQuerySchema,
  PaypalMerchantParamsSchema,
  PaypalTransactionBodySchema,
  PaypalTransactionResponseSchema,
} from '@paypage/contract/methods/paypal';
import { withAcceptedTerms } from '@paypage/contract/payments';
import { notFound } from '../../http/problem';
import { errorResponses, PublicHeadersSchema } from '../../http/routeSchemas';
import type { PaymentLink } from '../../paymentLinks/paymentLink';
import { assertMethodOffered, findLink, payableLink } from '../../payments/payableLink';
import type { MethodRoutes } from '../methodRoutes';
import { paypalPayments } from './payWithPaypal';
import { pageOrigin } from '../../payments/pageAddress';

/** The link must be the merchant's the path names: one merchant never pays another's link. */
function ofMerchant(link: PaymentLink, merchantId: string): PaymentLink {
  if (link.merchantId !== merchantId) throw notFound('This merchant has no such payment link');
  return link;
}

/** PayPal payments (SPEC §7): start one (or pay with a saved account), execute an approved one. */
export const paypalRoutes: MethodRoutes = async (app, { services, gateway, config }) => {
  const paypal = paypalPayments(services, gateway);

  app.post(
    '/public/paypal/merchant/:merchantId/transaction',
    {
      config: { idempotent: true },
      schema: {
        tags: ['public'],
        operationId: 'payWithPaypal',
        security: [],
        summary: 'Pay with PayPal: a new account (approved on PayPal) or a saved billing agreement',
        params: PaypalMerchantParamsSchema,
        headers: PublicHeadersSchema,
        body: withAcceptedTerms(PaypalTransactionBodySchema),
        response: {
          200: PaypalTransactionResponseSchema,
          ...errorResponses(400, 404, 409, 413, 415, 422, 429, 502),
        },
      },
    },
    async (request) => {
      const uuid = request.body.asset.paymentLinkId;
      const link = ofMerchant(await findLink(services, uuid), request.params.merchantId);
      return paypal.pay(
        await payableLink(services, link.uuid, 'PAYPAL'),
        request.body,
        pageOrigin(request, config),
      );
    },
  );

  app.post(
    '/public/paypal/merchant/:merchantId/transaction/execute',
    {
      config: { idempotent: true },
      schema: {
        tags: ['public'],
        operationId: 'executePaypalPayment',
        security: [],
        summary: 'The payer approved the PayPal payment: execute it (once, however often asked)',
        params: PaypalMerchantParamsSchema,
        querystring: PaypalExecuteQuerySchema,
        headers: PublicHeadersSchema,
        response: {
          200: PaypalTransactionResponseSchema,
          ...errorResponses(400, 404, 409, 422, 429, 502),
        },
      },
    },
    async (request) => {
      const { paymentLinkId } = request.query;
      const link = ofMerchant(await findLink(services, paymentLinkId), request.params.merchantId);
      await assertMethodOffered(services, link, 'PAYPAL');
      return paypal.execute(link, request.query);
    },
  );
};
