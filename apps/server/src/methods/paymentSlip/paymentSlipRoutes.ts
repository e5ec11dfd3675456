import {
  CreatePaymentSlipBodySchema,
  PaymentSlipLinkParamsSchema,
  PaymentSlipIssuedResponseSchema,
  PaymentSlipParamsSchema,
  PaymentSlipResponseSchema,
} from '@paypage/contract/methods/paymentSlip';
import { withAcceptedTerms } from '@paypage/contract/payments';
import { paymentRoute } from '../../http/paymentRoute';
import { errorResponses, PublicHeadersSchema } from '../../http/routeSchemas';
import type { MethodRoutes } from '../methodRoutes';
import { paymentSlips } from './paymentSlips';

/** The payment slip (SPEC §7): issue it for a link, and show it again (a reload, a return). */
export const paymentSlipRoutes: MethodRoutes = async (app, { services, gateway }) => {
  const slips = paymentSlips(services, gateway);

  app.post(
    '/public/payment-slip/payment-link/:uuid',
    paymentRoute({
      operationId: 'issuePaymentSlip',
      summary:
        'Issue the payment slip of a link (customer name, amount, creditor, IBAN, RF reference); while one is open, that one',
      params: PaymentSlipLinkParamsSchema,
      body: withAcceptedTerms(CreatePaymentSlipBodySchema),
      response: { 200: PaymentSlipIssuedResponseSchema },
    }),
    async (request) => slips.issue(request.params.uuid, request.body),
  );

  app.get(
    '/public/payment-slip/payment-link/:uuid/transaction/:transactionId',
    {
      schema: {
        tags: ['public'],
        operationId: 'getPaymentSlip',
        security: [],
        summary: 'A payment slip of this link again, and how its payment stands',
        params: PaymentSlipParamsSchema,
        headers: PublicHeadersSchema,
        response: { 200: PaymentSlipResponseSchema, ...errorResponses(400, 404, 429, 502) },
      },
    },
    async (request) => slips.show(request.params.uuid, request.params.transactionId),
  );
};
