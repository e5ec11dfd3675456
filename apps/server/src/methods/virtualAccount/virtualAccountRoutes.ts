import {
  VirtualAccountParamsSchema,
  VirtualAccountResponseSchema,
} from '@paypage/contract/methods/virtualAccount';
import { StartPaymentBodySchema } from '@paypage/contract/payments';
import { paymentRoute } from '../../http/paymentRoute';
import type { MethodRoutes } from '../methodRoutes';
import { virtualAccounts } from './issueVirtualAccount';

/** Korean virtual accounts (SPEC §7): an account to transfer to. docs/decisions/0020. */
export const virtualAccountRoutes: MethodRoutes = async (app, { services, gateway }) => {
  const accounts = virtualAccounts(services, gateway);

  app.post(
    '/public/virtual-account/payment-link/:uuid',
    paymentRoute({
      operationId: 'payByVirtualAccount',
      summary:
        'Pay by virtual account: the account (bank, number, beneficiary, reference) to transfer the exact amount to by its deadline (the body: the terms accepted)',
      params: VirtualAccountParamsSchema,
      body: StartPaymentBodySchema,
      response: { 200: VirtualAccountResponseSchema },
    }),
    async (request) => accounts.issueOrResume(request.params.uuid, request.body.acceptedTerms),
  );
};
