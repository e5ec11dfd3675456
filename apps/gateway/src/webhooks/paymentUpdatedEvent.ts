import type { GatewayWebhook } from '@paypage/contract/gatewayApi';
import { newEventId } from '../ids';
import { enqueueWebhook } from './webhookOutboxRepository';
import type { GatewayDb } from '../store/database';
import { toGatewayPayment } from '../payments/sandboxPayment';
import type { SandboxPayment } from '../payments/sandboxPayment';

/**
 * Puts a `payment.updated` event for the payment's current state in the outbox. Callers run
 * it in the transaction that changed the status, so a change and its webhook exist together
 * or not at all.
 */
export async function enqueuePaymentUpdated(
  db: GatewayDb,
  payment: SandboxPayment,
  at: string,
): Promise<GatewayWebhook> {
  const event: GatewayWebhook = {
    id: newEventId(),
    type: 'payment.updated',
    createdAt: at,
    data: toGatewayPayment(payment),
  };
  await enqueueWebhook(db, {
    id: event.id,
    paymentId: payment.id,
    body: JSON.stringify(event),
    createdAt: at,
  });
  return event;
}
