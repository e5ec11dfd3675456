import { LinkUuidParamsSchema } from '@paypage/contract/paymentLink';
import {
  RedirectResponseSchema,
  TrustlyPaymentBodySchema,
} from '@paypage/contract/methods/bankRedirect';
import { StartPaymentBodySchema, withAcceptedTerms } from '@paypage/contract/payments';
import { paymentRoute } from '../../http/paymentRoute';
import { pageOrigin } from '../../payments/pageAddress';
import { payableLink } from '../../payments/payableLink';
import type { MethodRoutes } from '../methodRoutes';
import type { BankRedirectMethod } from './returnAddress';
import { startAtTheBank } from './startAtTheBank';

/**
 * One method's POST that starts a payment at the bank, with nothing to send but the terms
 * accepted (SPEC §7: "empty"): the answer is SPEC §3's redirect response.
 */
function emptyBodyRoute(
  method: BankRedirectMethod,
  path: string,
  summary: string,
  operationId: string,
): MethodRoutes {
  return async (app, deps) => {
    app.post(
      path,
      paymentRoute({
        operationId,
        summary,
        params: LinkUuidParamsSchema,
        body: StartPaymentBodySchema,
        response: { 200: RedirectResponseSchema },
      }),
      async (request) => {
        const link = await payableLink(deps.services, request.params.uuid, method);
        return startAtTheBank(deps, link, method, {
          pageOrigin: pageOrigin(request, deps.config),
          acceptedTerms: request.body.acceptedTerms,
        });
      },
    );
  };
}

/** Direct bank transfer (request to pay, SPEC §7): the bank shows the request and approves. */
export const requestToPayRoutes = emptyBodyRoute(
  'REQUEST_TO_PAY',
  '/public/request-to-pay/payment-link/:uuid',
  'Direct bank transfer: a request to pay at the shopper’s bank; answers where the bank is',
  'payByRequestToPay',
);

/** Pay by bank (SPEC §7): the provider's bank picker, then back to /pay-by-bank-result. */
export const payByBankRoutes = emptyBodyRoute(
  'PAYBYBANK',
  '/public/paybybank/payment-link/:uuid',
  'Pay by bank: the provider’s bank picker; answers where it is',
  'payByBank',
);

/** Account to pay (SPEC §7, body not shown: none is needed): the bank's page and back. */
export const accountToPayRoutes = emptyBodyRoute(
  'ACCOUNT_TO_PAY',
  '/public/account-to-pay/payment-link/:uuid',
  'Account to pay: the shopper’s bank; answers where it is',
  'payByAccountToPay',
);

/** Trustly (SPEC §7, body not shown): the payer's first name, last name and email (SPEC §5). */
export const trustlyRoutes: MethodRoutes = async (app, deps) => {
  app.post(
    '/public/trustly/payment-link/:uuid',
    paymentRoute({
      operationId: 'payByTrustly',
      summary: 'Trustly: the payer’s name and email; answers where Trustly’s bank page is',
      params: LinkUuidParamsSchema,
      body: withAcceptedTerms(TrustlyPaymentBodySchema),
      response: { 200: RedirectResponseSchema },
    }),
    async (request) => {
      const link = await payableLink(deps.services, request.params.uuid, 'TRUSTLY');
      const { firstName, lastName, email, acceptedTerms } = request.body;
      return startAtTheBank(
        deps,
        link,
        'TRUSTLY',
        { pageOrigin: pageOrigin(request, deps.config), acceptedTerms },
        { firstName: firstName.trim(), lastName: lastName.trim(), email: email.trim() },
      );
    },
  );
};
