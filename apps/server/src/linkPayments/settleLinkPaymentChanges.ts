import type { GatewayPayment, GatewayRefund } from '@paypage/contract/gatewayApi';
import type { MerchantTransactionStatus } from '@paypage/contract/merchantApi';
import type { RefundStatus } from '@paypage/contract/merchantCharges';
import { type LinkPaymentEvent, notifyLinkPayment } from '../merchantWebhooks/notifyMerchant';
import { chargeDifferences, type OnMismatch, raiseMismatch } from '../security/paymentMismatch';
import { buildServices, type Services } from '../services';
import type { Transaction } from '../transactions/transactionsRepository';
import { presentLinkRefund, type StoredLinkRefund } from './linkRefundsRepository';

const REFUND_STATUS: Record<GatewayRefund['status'], RefundStatus> = {
  PENDING: 'PENDING',
  SUCCESS: 'SUCCEEDED',
};

/**
 * Applies the provider's word on a link's payment that already has its outcome, whichever comes
 * first (the answer to our capture, void or refund, or the gateway's webhook): the capture or void
 * of an authorisation and the news of its refunds, each change once (conditional updates) and
 * announced to the merchant in the same database transaction. A word whose amounts are not ours
 * (amount, currency, what was captured, a refund's amount) is never applied: the operator is
 * alerted, as for a payment's outcome.
 */
export async function settleLinkPaymentChanges(
  services: Services,
  tx: Transaction,
  payment: GatewayPayment,
  options: { onMismatch?: OnMismatch } = {},
): Promise<MerchantTransactionStatus> {
  if (!services.db.isTransaction) {
    return services.db
      .transaction()
      .execute((trx) => settleLinkPaymentChanges(buildServices(trx), tx, payment, options));
  }
  const current = (await services.transactions.findById(tx.id)) ?? tx;
  const refunds = await services.linkRefunds.listByTransaction(current.id);
  const differences = chargeDifferences(current, refunds, payment);
  if (differences.length > 0) {
    const detail = { target: payment.id, settles: 'transaction' as const, reference: current.id };
    const source = 'gateway-read' as const;
    await raiseMismatch(services.db, { ...detail, source, differences }, options.onMismatch);
    return current.status;
  }
  if (current.status === 'AUTHORIZED' && payment.status === 'SUCCESS') {
    const captured = payment.capturedAmount ?? current.amount;
    if (await services.transactions.captureIf(current.id, captured)) {
      await announce(services, current.id, 'payment_link.captured');
    }
  } else if (current.status === 'AUTHORIZED' && payment.status === 'CANCELLED') {
    if (await services.transactions.voidIf(current.id)) {
      await announce(services, current.id, 'payment_link.voided');
    }
  }
  for (const gatewayRefund of payment.refunds ?? []) {
    const ours = refunds.find((refund) => refund.id === gatewayRefund.reference);
    const status = REFUND_STATUS[gatewayRefund.status];
    if (ours && (await services.linkRefunds.update(ours.id, gatewayRefund.id, status))) {
      const changed = (await services.linkRefunds.findById(ours.id)) ?? { ...ours, status };
      await announce(services, current.id, 'payment_link.refunded', changed);
    }
  }
  return (await services.transactions.findById(current.id))?.status ?? current.status;
}

async function announce(
  services: Services,
  transactionId: string,
  event: LinkPaymentEvent,
  refund?: StoredLinkRefund,
): Promise<void> {
  const tx = await services.transactions.findById(transactionId);
  const link = tx && (await services.links.findByUuid(tx.linkUuid));
  if (!tx || !link) return;
  await notifyLinkPayment(services, event, tx, link.status, refund && presentLinkRefund(refund));
}
