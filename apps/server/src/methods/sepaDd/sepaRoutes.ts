import {
  CreateMandateBodySchema,
  CreditorResponseSchema,
  MandateResponseSchema,
  MerchantParamsSchema,
} from '@paypage/contract/methods/sepa';
import Type from 'typebox';
import {
  PayToTransactionBodySchema,
  SepaOrPayToTransactionResponseSchema,
} from '@paypage/contract/methods/payTo';
import { SepaTransactionBodySchema } from '@paypage/contract/methods/sepa';
import { withAcceptedTerms } from '@paypage/contract/payments';
import { notFound } from '../../http/problem';
import { paymentRoute } from '../../http/paymentRoute';
import { errorResponses, PublicHeadersSchema } from '../../http/routeSchemas';
import type { MethodRoutes } from '../methodRoutes';
import { payWithPayTo } from '../payTo/payWithPayTo';
import { giveMandate } from './giveMandate';
import { payBySepa } from './payBySepa';

/** SEPA Direct Debit (SPEC §7): the creditor of the mandate text, the mandate, the debit. */
export const sepaRoutes: MethodRoutes = async (app, { services, gateway }) => {
  app.get(
    '/public/merchant/:merchantId/creditor',
    {
      schema: {
        tags: ['public'],
        operationId: 'getSepaCreditor',
        security: [],
        summary: 'The SEPA creditor a mandate names: name, address and creditor identifier',
        params: MerchantParamsSchema,
        headers: PublicHeadersSchema,
        response: { 200: CreditorResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const creditor = (await services.merchants.findById(request.params.merchantId))?.creditor;
      if (!creditor) throw notFound('This merchant collects no SEPA direct debits');
      return { name: creditor.name, creditorId: creditor.creditorId, address: creditor.address };
    },
  );

  app.post(
    '/public/sepa/merchant/:merchantId/mandate',
    // It moves no money, but a retried request must not give a second mandate.
    paymentRoute({
      operationId: 'giveSepaMandate',
      summary: 'Give a SEPA mandate on a payment link (account holder, IBAN, text accepted)',
      params: MerchantParamsSchema,
      body: CreateMandateBodySchema,
      response: { 201: MandateResponseSchema },
    }),
    async (request, reply) => {
      const mandate = await giveMandate(services, gateway, request.params.merchantId, request.body);
      return reply.code(201).send(mandate);
    },
  );

  app.post(
    '/public/sepa/merchant/:merchantId/transaction',
    paymentRoute({
      operationId: 'payBySepaDirectDebitOrPayTo',
      summary:
        'Pay a payment link by SEPA direct debit with a mandate, or by PayTo (paymentMethod PAYTO)',
      params: MerchantParamsSchema,
      // SepaOrPayToTransactionBodySchema's two bodies, each with the terms accepted.
      body: Type.Union([
        withAcceptedTerms(SepaTransactionBodySchema),
        withAcceptedTerms(PayToTransactionBodySchema),
      ]),
      response: { 200: SepaOrPayToTransactionResponseSchema },
    }),
    // SPEC §7: one route for both; the body's paymentMethod says which method pays (0022).
    async (request) => {
      const { merchantId } = request.params;
      const { body } = request;
      return body.paymentMethod === 'PAYTO'
        ? payWithPayTo(services, gateway, merchantId, body)
        : payBySepa(services, gateway, merchantId, body);
    },
  );
};
