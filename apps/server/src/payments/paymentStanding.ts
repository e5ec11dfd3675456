import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import type { LinkStatus } from '@paypage/contract/linkStatus';
import type { PaymentStatusResponse } from '@paypage/contract/payments';
import type { Gateway } from '../gateway/gateway';
import type { Services } from '../services';
import { settleTransaction } from '../transactions/settleTransaction';
import type { Transaction } from '../transactions/transactionsRepository';
import { shopperStatus } from '../transactions/shopperStatus';

/** A payment of ours with the provider's word on it, when it was asked (an open payment). */
export interface PaymentStanding {
  tx: Transaction;
  payment?: GatewayPayment;
}

/**
 * A payment still open is asked about at the provider too: the page learns the outcome even
 * when the provider's webhook is late or lost, and the answer is applied as the webhook's would
 * be (once; settleTransaction commits it in one database transaction). A provider that does not
 * answer leaves it as it was.
 */
export async function refreshed(
  services: Services,
  gateway: Gateway,
  tx: Transaction,
): Promise<PaymentStanding> {
  if (tx.status !== 'PENDING' || !tx.gatewayPaymentId) return { tx };
  const payment = await gateway.findPayment(tx.gatewayPaymentId).catch(() => undefined);
  if (!payment) return { tx };
  await settleTransaction(services, tx, payment);
  return { tx: (await services.transactions.findById(tx.id)) ?? tx, payment };
}

/** How one payment stands, as every page that waits on one is told (PaymentStatusResponse). */
export function paymentStatusOf(tx: Transaction, linkStatus: LinkStatus): PaymentStatusResponse {
  return {
    transactionId: tx.id,
    paymentMethod: tx.paymentMethod,
    status: shopperStatus(tx.status),
    linkStatus,
    ...(tx.details ? { details: tx.details } : {}),
    ...(tx.refusalReason ? { refusalReason: tx.refusalReason } : {}),
    updatedAt: tx.updatedAt,
  };
}
