import { randomBytes } from 'node:crypto';
import { methodFacts } from '@paypage/contract/methodCatalogue';
import type { GatewayDb } from '../store/database';
import {
  addRefundedAmount,
  findPendingRefundsMadeBy,
  insertRefund,
  markCaptured,
  markRefundCredited,
  markVoided,
} from './paymentChangesRepository';
import { findPaymentById } from './paymentsRepository';
import { enqueuePaymentUpdated } from '../webhooks/paymentUpdatedEvent';
import type { SandboxPayment } from './sandboxPayment';

/**
 * What a provider lets a merchant do after a payment's outcome (decision record 0024), with a
 * real provider's rules: an authorisation is captured once, for at most what was reserved, or
 * voided while nothing was captured; a taken payment is refunded up to what was taken, in as
 * many parts as wanted. Each change is a conditional update with its webhook in one database
 * transaction, so racing requests cannot both win and no change goes unannounced.
 */
export type ChangeResult =
  | { outcome: 'changed' | 'unchanged'; payment: SandboxPayment }
  | { outcome: 'not_found' }
  /** The payment's status does not allow it (409). */
  | { outcome: 'conflict'; message: string }
  /** More than the payment allows (422). */
  | { outcome: 'too_much'; message: string };

async function changed(db: GatewayDb, id: string, at: string): Promise<ChangeResult> {
  const payment = await findPaymentById(db, id);
  if (!payment) return { outcome: 'not_found' };
  await enqueuePaymentUpdated(db, payment, at);
  return { outcome: 'changed', payment };
}

export async function capturePayment(
  db: GatewayDb,
  id: string,
  requested: number | undefined,
  now: Date,
): Promise<ChangeResult> {
  return db.transaction().execute(async (trx): Promise<ChangeResult> => {
    const payment = await findPaymentById(trx, id);
    if (!payment) return { outcome: 'not_found' };
    const amount = requested ?? payment.amount;
    // Asking again for the capture made is answered as it stands (a retry after a lost answer).
    if (payment.status === 'SUCCESS' && payment.capturedAmount === amount) {
      return { outcome: 'unchanged', payment };
    }
    if (payment.status !== 'AUTHORISED') {
      return { outcome: 'conflict', message: `A ${payment.status} payment cannot be captured` };
    }
    if (amount > payment.amount) {
      return { outcome: 'too_much', message: `At most ${payment.amount} can be captured` };
    }
    const at = now.toISOString();
    if (!(await markCaptured(trx, id, amount, at))) {
      return { outcome: 'conflict', message: 'Captured already' };
    }
    return changed(trx, id, at);
  });
}

export async function voidPayment(db: GatewayDb, id: string, now: Date): Promise<ChangeResult> {
  return db.transaction().execute(async (trx): Promise<ChangeResult> => {
    const payment = await findPaymentById(trx, id);
    if (!payment) return { outcome: 'not_found' };
    if (payment.status === 'CANCELLED') return { outcome: 'unchanged', payment };
    if (payment.status !== 'AUTHORISED') {
      return { outcome: 'conflict', message: `A ${payment.status} payment cannot be voided` };
    }
    const at = now.toISOString();
    await markVoided(trx, id, at);
    return changed(trx, id, at);
  });
}

export async function refundPayment(
  db: GatewayDb,
  id: string,
  request: { reference: string; amount: number },
  now: Date,
): Promise<ChangeResult> {
  return db.transaction().execute(async (trx): Promise<ChangeResult> => {
    const payment = await findPaymentById(trx, id);
    if (!payment) return { outcome: 'not_found' };
    const known = payment.refunds?.find((refund) => refund.reference === request.reference);
    if (known) {
      return known.amount === request.amount
        ? { outcome: 'unchanged', payment }
        : { outcome: 'conflict', message: 'This reference names a refund of another amount' };
    }
    if (payment.status !== 'SUCCESS') {
      return { outcome: 'conflict', message: `A ${payment.status} payment cannot be refunded` };
    }
    const taken = payment.capturedAmount ?? payment.amount;
    const at = now.toISOString();
    // Conditional on the total so far: two racing refunds cannot give back more than was taken.
    if (!(await addRefundedAmount(trx, id, request.amount, taken, at))) {
      const left = taken - (payment.refundedAmount ?? 0);
      return { outcome: 'too_much', message: `At most ${left} is left to refund` };
    }
    await insertRefund(trx, {
      id: `gr_${randomBytes(16).toString('base64url')}`,
      paymentId: id,
      reference: request.reference,
      amount: request.amount,
      // SEPA gives money back by a credit transfer, which takes a clearing round to arrive.
      status: methodFacts(payment.method).refundStart,
      at,
    });
    return changed(trx, id, at);
  });
}

/** The sandbox's credit transfers arrive: pending refunds older than `ageMs` succeed. */
export async function creditPendingRefunds(
  db: GatewayDb,
  now: Date,
  ageMs: number,
): Promise<number> {
  const due = await findPendingRefundsMadeBy(db, new Date(now.getTime() - ageMs).toISOString());
  for (const refund of due) {
    await db.transaction().execute(async (trx) => {
      const at = now.toISOString();
      if (await markRefundCredited(trx, refund.id, at)) await changed(trx, refund.paymentId, at);
    });
  }
  return due.length;
}
