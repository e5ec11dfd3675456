import type { GatewayPayment, GatewayWebhook } from '@paypage/contract/gatewayApi';
import type { PaymentDifference } from '@paypage/contract/securityReports';
import type { Db } from '../db/database';
import { Problem } from '../http/problem';
import {
  chargeDifferences,
  type MismatchDetail,
  type OnMismatch,
  raiseMismatch,
  transactionDifferences,
} from '../security/paymentMismatch';
import { buildServices, type Services } from '../services';
import { settleTransaction } from '../transactions/settleTransaction';
import { settleCharge } from '../charges/settleCharge';
import { gatewayWebhooksRepository } from './gatewayWebhooksRepository';

export type WebhookOutcome =
  | { outcome: 'applied' | 'duplicate' }
  /** Its amounts are not the payment's: nothing applied, the operator alerted. */
  | { outcome: 'refused'; mismatch: MismatchDetail };

/** What a gateway payment settles of ours: a link's transaction or a merchant's charge. */
async function whatItSettles(services: Services, payment: GatewayPayment) {
  // The reference is our id: it finds the payment even before we stored the gateway's id for
  // it (the webhook can overtake the answer to our own call).
  const transaction =
    (await services.transactions.findByGatewayPaymentId(payment.id)) ??
    (await services.transactions.findById(payment.reference));
  if (transaction) return { transaction } as const;
  // Not a link's payment: a merchant's off-session charge (decision record 0024).
  const charge =
    (await services.charges.findByGatewayPaymentId(payment.id)) ??
    (await services.charges.findById(payment.reference));
  return charge ? ({ charge } as const) : undefined;
}

/**
 * Records the event id and applies the payment's status in one database transaction: a webhook
 * delivered twice, or two deliveries racing, moves money and the link at most once. A webhook
 * whose amounts differ from what it settles is recorded as seen and refused with an alert: its
 * signed bytes can never become right, so a retry of it is answered as the duplicate it is.
 */
export async function applyGatewayPayment(
  db: Db,
  webhook: GatewayWebhook,
): Promise<WebhookOutcome> {
  return db.transaction().execute(async (trx): Promise<WebhookOutcome> => {
    const first = await gatewayWebhooksRepository(trx).recordFirst(webhook.id, webhook.data.id);
    if (!first) return { outcome: 'duplicate' };

    const services = buildServices(trx);
    const found = await whatItSettles(services, webhook.data);
    // Unknown: the gateway retries later.
    if (!found) throw new Problem(404, 'NOT_FOUND', 'No transaction has this gateway payment');
    let differences: PaymentDifference[];
    let detail: Omit<MismatchDetail, 'differences' | 'source'>;
    if (found.transaction?.status === 'PENDING') {
      differences = transactionDifferences(found.transaction, webhook.data);
      detail = { target: webhook.data.id, settles: 'transaction', reference: found.transaction.id };
    } else if (found.transaction) {
      // A payment with its outcome: the word is about its capture, void or refunds (0039).
      const refunds = await services.linkRefunds.listByTransaction(found.transaction.id);
      differences = chargeDifferences(found.transaction, refunds, webhook.data);
      detail = { target: webhook.data.id, settles: 'transaction', reference: found.transaction.id };
    } else {
      const refunds = await services.charges.listRefunds(found.charge.id);
      differences = chargeDifferences(found.charge, refunds, webhook.data);
      detail = { target: webhook.data.id, settles: 'charge', reference: found.charge.id };
    }
    if (differences.length > 0) {
      const mismatch = { ...detail, source: 'webhook' as const, eventId: webhook.id, differences };
      await raiseMismatch(trx, mismatch);
      return { outcome: 'refused', mismatch };
    }
    if (found.transaction) await settleTransaction(services, found.transaction, webhook.data);
    else await settleCharge(services, found.charge, webhook.data);
    return { outcome: 'applied' };
  });
}

/**
 * The gateway's own word on a payment, read by us, applied through the one settle path (which
 * checks its amounts again): what a refused webhook leaves to do. Returns false when the gateway
 * has no such payment or it settles nothing of ours.
 */
export async function applyGatewayRead(
  services: Services,
  payment: GatewayPayment,
  onMismatch: OnMismatch,
): Promise<boolean> {
  const found = await whatItSettles(services, payment);
  if (!found) return false;
  if (found.transaction)
    await settleTransaction(services, found.transaction, payment, { onMismatch });
  else await settleCharge(services, found.charge, payment, { onMismatch });
  return true;
}
