import type { Db } from '../db/database';
import { nowIso } from '../ids';

/** The gateway's webhook events already received, by their id. */
export function gatewayWebhooksRepository(db: Db) {
  return {
    /**
     * Records an event as received; false when it was already (a redelivery, or a twin racing
     * it). Inside the transaction that applies the event, so a duplicate is known before
     * anything moves, and two racing deliveries cannot both be the first.
     */
    async recordFirst(eventId: string, gatewayPaymentId: string): Promise<boolean> {
      const seen = await db
        .insertInto('gateway_webhooks')
        .values({ event_id: eventId, gateway_payment_id: gatewayPaymentId, received_at: nowIso() })
        .onConflict((conflict) => conflict.column('event_id').doNothing())
        .executeTakeFirst();
      return seen.numInsertedOrUpdatedRows !== 0n;
    },
  };
}
