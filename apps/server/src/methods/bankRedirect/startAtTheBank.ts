import type { MethodDetails } from '@paypage/contract/methodDetails';
import type { RedirectResponse } from '@paypage/contract/methods/bankRedirect';
import type { AcceptedTerms } from '@paypage/contract/payments';
import { gatewayAddressFor, onTheGateway } from '../../http/pageAddresses';
import type { PaymentLink } from '../../paymentLinks/paymentLink';
import { startPayment } from '../../payments/startPayment';
import type { MethodDeps } from '../methodRoutes';
import type { BankRedirectMethod } from './returnAddress';
import { returnAddress } from './returnAddress';

/**
 * A payment of a bank-redirect method: the link into payment, the transaction, one call to the
 * provider with the return address (payments/startPayment), and where the shopper goes now: the
 * bank's page, or straight back to the return address when the provider decided at once.
 * `paymentUuid` is our transaction id (docs/decisions/0019).
 */
export async function startAtTheBank(
  { services, gateway, config }: MethodDeps,
  link: PaymentLink,
  method: BankRedirectMethod,
  { pageOrigin, acceptedTerms }: { pageOrigin: string; acceptedTerms: AcceptedTerms },
  details?: MethodDetails,
): Promise<RedirectResponse> {
  const { tx, payment } = await startPayment(services, gateway, {
    link,
    method,
    acceptedTerms,
    rejectedField: 'body',
    provider: (started) => ({
      returnUrl: returnAddress(pageOrigin, method, link.uuid, started.id),
      ...(details ? { details } : {}),
    }),
  });
  const action = payment.status === 'PENDING' ? payment.action : undefined;
  const redirectUrl =
    action?.type === 'redirect'
      ? onTheGateway(gatewayAddressFor(pageOrigin, config), action.redirectUrl)
      : returnAddress(pageOrigin, method, link.uuid, tx.id);
  return { redirectUrl, paymentUuid: tx.id };
}
