import { PromptPayResponseSchema } from '@paypage/contract/methods/promptPay';
import { TRANSACTION_PARAM, WAITING_DETAILS } from '@paypage/contract/methods/waitingPayments';
import { LinkUuidParamsSchema } from '@paypage/contract/paymentLink';
import { StartPaymentBodySchema } from '@paypage/contract/payments';
import { paymentRoute } from '../../http/paymentRoute';
import { pageOrigin, pageUrl } from '../../payments/pageAddress';
import { payableLink } from '../../payments/payableLink';
import { startPayment } from '../../payments/startPayment';
import { assertCurrency, payeeNameOf, waitingExpiryOf } from '../../payments/waitingPayment';
import type { MethodRoutes } from '../methodRoutes';

/**
 * POST /public/prompt-pay/payment-link/{uuid} (SPEC §7: empty; the body carries only the terms
 * accepted): a dynamic Thai QR Payment code for the link's amount in baht. Answers SPEC §3's redirect response: the page's address that
 * shows the code and waits (the payment in its query, so a reload finds it), and the payment's
 * id. The code's content and expiry come with GET …/transaction/{transactionId}.
 */
export const promptPayRoutes: MethodRoutes = async (app, { services, gateway, config }) => {
  app.post(
    '/public/prompt-pay/payment-link/:uuid',
    paymentRoute({
      operationId: 'payByPromptPay',
      summary: 'Pay by PromptPay: a Thai QR Payment code to scan in a banking app',
      params: LinkUuidParamsSchema,
      body: StartPaymentBodySchema,
      response: { 200: PromptPayResponseSchema },
    }),
    async (request) => {
      const link = await payableLink(services, request.params.uuid, 'PROMPTPAYQR');
      assertCurrency(link, 'THB', 'PROMPTPAYQR');
      const payeeName = await payeeNameOf(services, link);
      const expiresAt = waitingExpiryOf(link, 'PROMPTPAYQR');
      const { tx } = await startPayment(services, gateway, {
        link,
        method: 'PROMPTPAYQR',
        acceptedTerms: request.body.acceptedTerms,
        provider: () => ({
          details: { [WAITING_DETAILS.payeeName]: payeeName, expiresAt },
        }),
      });
      return {
        redirectUrl: pageUrl(
          pageOrigin(request, config),
          `/uuid/${link.uuid}/promptpayqr?${TRANSACTION_PARAM}=${tx.id}`,
        ),
        paymentUuid: tx.id,
      };
    },
  );
};
