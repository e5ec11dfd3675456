import {
  BankOrWalletBodySchema,
  WaitingPaymentResponseSchema,
} from '@paypage/contract/methods/indianPayments';
import { TRANSACTION_PARAM } from '@paypage/contract/methods/waitingPayments';
import { LinkUuidParamsSchema } from '@paypage/contract/paymentLink';
import { withAcceptedTerms } from '@paypage/contract/payments';
import { invalidInput } from '../../http/problem';
import { paymentRoute } from '../../http/paymentRoute';
import { pageOrigin, pageUrl } from '../../payments/pageAddress';
import { payableLink } from '../../payments/payableLink';
import { startPayment } from '../../payments/startPayment';
import { assertCurrency, waitingExpiryOf, waitingResponse } from '../../payments/waitingPayment';
import type { MethodRoutes } from '../methodRoutes';

const PROVIDERS = [
  { segment: 'netbanking', method: 'NETBANKING', name: 'the bank', operationId: 'payByNetbanking' },
  { segment: 'phonepe', method: 'PHONEPE', name: 'PhonePe', operationId: 'payByPhonePe' },
] as const;

/**
 * POST /public/{netbanking|phonepe}/payment-link/{uuid}/transaction (SPEC §7): the payer's email
 * and phone (and bank, for netbanking) start a payment that the bank's or PhonePe's page
 * decides; the payer comes back to /{segment}-transaction-created, which waits for the outcome.
 */
export const netbankingRoutes: MethodRoutes = async (app, { services, gateway, config }) => {
  for (const provider of PROVIDERS) {
    app.post(
      `/public/${provider.segment}/payment-link/:uuid/transaction`,
      paymentRoute({
        operationId: provider.operationId,
        summary: `Pay by ${provider.method === 'NETBANKING' ? 'netbanking' : 'PhonePe'}: the payer approves at ${provider.name}`,
        params: LinkUuidParamsSchema,
        body: withAcceptedTerms(BankOrWalletBodySchema),
        response: { 200: WaitingPaymentResponseSchema },
      }),
      async (request) => {
        const { body } = request;
        if (body.paymentMethod !== provider.method) {
          throw invalidInput([
            { field: 'body.paymentMethod', message: `must be ${provider.method} on this route` },
          ]);
        }
        if (provider.method === 'NETBANKING' && !body.bank) {
          throw invalidInput([{ field: 'body.bank', message: 'is required for netbanking' }]);
        }
        if (provider.method === 'PHONEPE' && body.bank) {
          throw invalidInput([{ field: 'body.bank', message: 'is only for netbanking' }]);
        }
        const link = await payableLink(services, request.params.uuid, provider.method);
        assertCurrency(link, 'INR', provider.method);
        const expiresAt = waitingExpiryOf(link, provider.method);
        const { tx, status, payment } = await startPayment(services, gateway, {
          link,
          method: provider.method,
          acceptedTerms: body.acceptedTerms,
          rejectedField: 'body',
          provider: (started) => ({
            details: {
              email: body.email,
              phone: body.phone,
              ...(body.bank ? { bank: body.bank } : {}),
              expiresAt,
            },
            returnUrl: pageUrl(
              pageOrigin(request, config),
              `/uuid/${link.uuid}/${provider.segment}-transaction-created?${TRANSACTION_PARAM}=${started.id}`,
            ),
          }),
        });
        return waitingResponse(tx, status, payment, expiresAt);
      },
    );
  }
};
