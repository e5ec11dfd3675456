import type { GatewayWebhook } from '@paypage/contract/gatewayApi';
import type { Db } from '../db/database';
import { Problem } from '../http/problem';
import { nowIso } from '../ids';
import { buildServices } from '../services';
import { settleTransaction } from '../transactions/settleTransaction';
import { settleCharge } from '../charges/settleCharge';

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
    // The reference is our transaction id: it finds the payment even before we stored the
    // gateway's id for it (the webhook can overtake the answer to our own call).
    const transaction =
      (await services.transactions.findByGatewayPaymentId(webhook.data.id)) ??
      (await services.transactions.findById(webhook.data.reference));
    if (transaction) {
      await settleTransaction(services, transaction, webhook.data);
      return 'applied';
    }
    // Not a link's payment: a merchant's off-session charge (decision record 0024).
    const charge =
      (await services.charges.findByGatewayPaymentId(webhook.data.id)) ??
      (await services.charges.findById(webhook.data.reference));
    // Unknown: the gateway retries later.
    if (!charge) throw new Problem(404, 'NOT_FOUND', 'No transaction has this gateway payment');
    await settleCharge(services, charge, webhook.data);
    return 'applied';
  });
}
