import type { FieldError } from '@paypage/contract/errors';
import type { CreateGatewayPaymentBody } from '@paypage/contract/gatewayApi';
import { originOf } from '../cards/cardSession';
import { newPaymentId } from '../ids';
import type { GatewayDb } from '../store/database';
import { findPaymentByReference, insertPayment } from '../store/paymentsRepository';
import { createCardPayment } from './createCardPayment';
import type { SandboxPayment } from './sandboxPayment';
import type { PublicAddress } from '../hosted/publicAddress';

export type CreatePaymentResult =
  | { outcome: 'created'; payment: SandboxPayment }
  | { outcome: 'existing'; payment: SandboxPayment }
  /** The reference is taken by a payment of another amount, currency, method or card. */
  | { outcome: 'conflict'; payment: SandboxPayment }
  /** The request is well-formed JSON but not a payment the gateway can make. */
  | { outcome: 'invalid'; fields: FieldError[] };

/**
 * Creates a payment, or answers the one that already carries this reference: the service
 * retries after timeouts, and a provider must never hold two payments for one reference. Card
 * payments are decided at once by their card (createCardPayment); every other method starts in
 * RECEIVED and waits for the shopper.
 */
export async function createPayment(
  db: GatewayDb,
  request: CreateGatewayPaymentBody,
  now: Date,
  address: PublicAddress,
): Promise<CreatePaymentResult> {
  const fields = cardFieldProblems(request);
  if (fields.length > 0) return { outcome: 'invalid', fields };
  return db.transaction().execute(async (trx): Promise<CreatePaymentResult> => {
    const existing = await findPaymentByReference(trx, request.reference);
    if (existing) {
      const same =
        existing.amount === request.amount &&
        existing.currency === request.currency &&
        existing.method === request.method &&
        existing.card?.token === request.card?.cardToken;
      return { outcome: same ? 'existing' : 'conflict', payment: existing };
    }
    if (request.card) return createCardPayment(trx, request, request.card, now, address);
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
      transactionType: null,
      allowedOrigin: null,
      createdAt: at,
      updatedAt: at,
    };
    await insertPayment(trx, payment);
    return { outcome: 'created', payment };
  });
}

/** A CARD payment needs its card, no other method takes one, and frames need a real origin. */
function cardFieldProblems(request: CreateGatewayPaymentBody): FieldError[] {
  if (request.method === 'CARD' && !request.card) {
    return [{ field: '/card', message: 'is required for CARD payments' }];
  }
  if (request.method !== 'CARD' && request.card) {
    return [{ field: '/card', message: 'is only for CARD payments' }];
  }
  if (request.card && !originOf(request.card.allowedOrigin)) {
    return [{ field: '/card/allowedOrigin', message: 'must be an http(s) origin' }];
  }
  return [];
}
