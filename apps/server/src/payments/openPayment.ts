import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { Gateway } from '../gateway/gateway';
import { Problem } from '../http/problem';
import type { PaymentLink } from '../paymentLinks/paymentLink';
import { buildServices, type Services } from '../services';
import { settleTransaction } from '../transactions/settleTransaction';
import type { StartedPayment } from './startPayment';

/**
 * The link's payment with `method` that is still open, brought up to date with the provider: a
 * method page opened again while it waits (a reload, the back button from the provider, a
 * second look at a virtual account) picks it up instead of being told the link is being paid.
 * Nothing when the link is not in payment, or is being paid with another method.
 */
export async function openPaymentOf(
  services: Services,
  gateway: Gateway,
  link: PaymentLink,
  method: PaymentMethod,
): Promise<StartedPayment | undefined> {
  if (link.status !== 'PROCESSING_PAYMENT') return undefined;
  const open = (await services.transactions.listByLink(link.uuid))
    .filter((tx) => tx.status === 'PENDING' && tx.paymentMethod === method)
    .at(-1);
  if (!open?.gatewayPaymentId) return undefined;
  const payment = await gateway.findPayment(open.gatewayPaymentId).catch(() => {
    throw new Problem(502, 'GATEWAY_UNAVAILABLE', 'The payment provider did not answer');
  });
  // A payment the provider does not know has nothing to resume.
  if (!payment) return undefined;
  // Applied as the provider's webhook would be: once, in one database transaction.
  const status = await services.db
    .transaction()
    .execute((trx) => settleTransaction(buildServices(trx), open, payment));
  return { tx: open, payment, status };
}
