import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import type { CancelPaymentResponse } from '@paypage/contract/payments';
import { type Gateway, GatewayUnavailable } from '../gateway/gateway';
import { Problem } from '../http/problem';
import type { PaymentLink } from '../paymentLinks/paymentLink';
import type { Services } from '../services';
import { settleTransaction } from '../transactions/settleTransaction';
import type { Transaction } from '../transactions/transactionsRepository';
import { findLink } from './payableLink';
import { paymentStatusOf } from './paymentStanding';

const notCancellable = (why: string) => new Problem(409, 'PAYMENT_NOT_CANCELLABLE', why);

/** The provider's payment for an open transaction, asked to end; its answer as it then stands. */
async function cancelAtProvider(
  services: Services,
  gateway: Gateway,
  tx: Transaction,
): Promise<GatewayPayment> {
  // Our call to start it may not have come back yet: the provider knows it by our reference.
  const paymentId =
    tx.gatewayPaymentId ?? (await gateway.findPaymentByReference(tx.id).catch(() => undefined))?.id;
  if (!paymentId) {
    throw notCancellable('The payment provider has not opened this payment yet; ask again soon');
  }
  const payment = await gateway.cancelPayment(paymentId).catch((error: unknown) => {
    const why = error instanceof GatewayUnavailable ? 'did not answer' : 'refused the cancel';
    throw new Problem(502, 'GATEWAY_UNAVAILABLE', `The payment provider ${why}; nothing changed`);
  });
  if (!tx.gatewayPaymentId) await services.transactions.setGatewayPaymentId(tx.id, payment.id);
  return payment;
}

/**
 * "Choose another way to pay": the provider ends the payment first, and its answer goes through
 * the one settle path, as its webhook would. So the link is VALID again only once the provider
 * has refused the payment for good; when the shopper's bank approved it first, the same answer
 * makes it paid (the link CONSUMED) and nothing else can be charged. The provider serialises the
 * cancel with any approval and the settle is a conditional update, so exactly one outcome is
 * applied and the merchant is told it once, whichever of this call and the webhooks comes first.
 * A payment already decided is answered as it stands, without asking the provider; asked again,
 * the same call answers the same outcome.
 */
export async function cancelPayment(
  services: Services,
  gateway: Gateway,
  link: PaymentLink,
  transactionId: string,
): Promise<CancelPaymentResponse> {
  const tx = await services.transactions.findById(transactionId);
  if (tx?.linkUuid !== link.uuid) {
    throw new Problem(404, 'TRANSACTION_NOT_FOUND', 'No payment of this link has this id');
  }
  if (tx.status === 'PENDING') {
    const payment = await cancelAtProvider(services, gateway, tx);
    const status = await settleTransaction(services, tx, payment);
    if (status === 'PENDING') {
      throw notCancellable(
        'The payment can no longer be stopped and is not decided yet (a bank confirming it)',
      );
    }
  }
  const current = (await services.transactions.findById(tx.id)) ?? tx;
  // Read again: settling moved the link, and a link given back after its time reads EXPIRED.
  return paymentStatusOf(current, (await findLink(services, link.uuid)).status);
}
