import type { GatewayPaymentStatus, GatewayWebhook } from '@paypage/contract/gatewayApi';
import type { TransactionStatus } from '@paypage/contract/merchantApi';
import type { Db } from '../db/database';
import { Problem } from '../http/problem';
import { nowIso } from '../ids';
import { buildServices } from '../services';

const TRANSACTION_STATUS: Record<GatewayPaymentStatus, TransactionStatus> = {
  RECEIVED: 'PENDING',
  PENDING: 'PENDING',
  AUTHORISED: 'AUTHORIZED',
  SUCCESS: 'COMPLETED',
  REFUSED: 'REFUSED',
};

export type WebhookOutcome = 'applied' | 'duplicate';

/**
 * Records the event id and applies the payment's status in one database transaction: a webhook
 * delivered twice, or two deliveries racing, moves money and the link at most once.
 */
export async function applyGatewayPayment(
  db: Db,
  webhook: GatewayWebhook,
): Promise<WebhookOutcome> {
  return db.transaction().execute(async (trx) => {
    const seen = await trx
      .insertInto('gateway_webhooks')
      .values({ event_id: webhook.id, gateway_payment_id: webhook.data.id, received_at: nowIso() })
      .onConflict((conflict) => conflict.column('event_id').doNothing())
      .executeTakeFirst();
    if (seen.numInsertedOrUpdatedRows === 0n) return 'duplicate';

    const services = buildServices(trx);
    const transaction = await services.transactions.findByGatewayPaymentId(webhook.data.id);
    // Unknown yet: the gateway retries, and by then our create call has stored the payment id.
    if (!transaction)
      throw new Problem(404, 'NOT_FOUND', 'No transaction has this gateway payment');

    const next = TRANSACTION_STATUS[webhook.data.status];
    if (transaction.status !== 'PENDING' || next === 'PENDING') return 'applied';
    await services.transactions.updateStatusIf(transaction.id, 'PENDING', next);
    const paid = next === 'AUTHORIZED' || next === 'COMPLETED';
    await services.linkStates.move(
      transaction.linkUuid,
      'PROCESSING_PAYMENT',
      paid ? 'CONSUMED' : 'VALID',
    );
    return 'applied';
  });
}
