import type { CreateGatewayPaymentBody } from '@paypage/contract/gatewayApi';
import { newPaymentId } from '../ids';
import type { GatewayDb } from '../store/database';
import { findPaymentByReference, insertPayment } from '../store/paymentsRepository';
import type { SandboxPayment } from './sandboxPayment';

export type CreatePaymentResult =
  | { outcome: 'created'; payment: SandboxPayment }
  | { outcome: 'existing'; payment: SandboxPayment }
  /** The reference is taken by a payment of another amount, currency or method. */
  | { outcome: 'conflict'; payment: SandboxPayment };

/**
 * Creates a payment in RECEIVED, or answers the one that already carries this reference: the
 * service retries after timeouts, and a provider must never hold two payments for one
 * reference.
 */
export async function createPayment(
  db: GatewayDb,
  request: CreateGatewayPaymentBody,
  now: Date,
): Promise<CreatePaymentResult> {
  return db.transaction().execute(async (trx) => {
    const existing = await findPaymentByReference(trx, request.reference);
    if (existing) {
      const same =
        existing.amount === request.amount &&
        existing.currency === request.currency &&
        existing.method === request.method;
      return { outcome: same ? 'existing' : 'conflict', payment: existing };
    }
    const at = now.toISOString();
    const payment: SandboxPayment = {
      id: newPaymentId(),
      reference: request.reference,
      status: 'RECEIVED',
      method: request.method,
      amount: request.amount,
      currency: request.currency,
      returnUrl: request.returnUrl ?? null,
      locale: request.locale ?? null,
      createdAt: at,
      updatedAt: at,
    };
    await insertPayment(trx, payment);
    return { outcome: 'created', payment };
  });
}
