import {
  PaypalExecuteQuerySchema,
  PaypalMerchantParamsSchema,
  PaypalTransactionBodySchema,
  PaypalTransactionResponseSchema,
} from '@paypage/contract/methods/paypal';
import { withAcceptedTerms } from '@paypage/contract/payments';
import { notFound } from '../../http/problem';
import { paymentRoute } from '../../http/paymentRoute';
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
    paymentRoute({
      operationId: 'payWithPaypal',
      summary: 'Pay with PayPal: a new account (approved on PayPal) or a saved billing agreement',
      params: PaypalMerchantParamsSchema,
      body: withAcceptedTerms(PaypalTransactionBodySchema),
      response: { 200: PaypalTransactionResponseSchema },
    }),
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
    paymentRoute({
      operationId: 'executePaypalPayment',
      summary: 'The payer approved the PayPal payment: execute it (once, however often asked)',
      params: PaypalMerchantParamsSchema,
      querystring: PaypalExecuteQuerySchema,
      response: { 200: PaypalTransactionResponseSchema },
    }),
    async (request) => {
      const { paymentLinkId } = request.query;
      const link = ofMerchant(await findLink(services, paymentLinkId), request.params.merchantId);
      await assertMethodOffered(services, link, 'PAYPAL');
      return paypal.execute(link, request.query);
    },
  );
};
