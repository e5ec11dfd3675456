import { randomBytes } from 'node:crypto';
import type { GatewayDb } from '../store/database';
import { findPaymentById } from '../store/paymentsRepository';
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

/** SEPA gives money back by a credit transfer, which takes a clearing round to arrive. */
const REFUND_STARTS: Partial<Record<SandboxPayment['method'], 'PENDING'>> = { SEPA_DD: 'PENDING' };

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
    const result = await trx
      .updateTable('payments')
      .set({ status: 'SUCCESS', captured_amount: amount, updated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'AUTHORISED')
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) return { outcome: 'conflict', message: 'Captured already' };
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
    await trx
      .updateTable('payments')
      .set({ status: 'CANCELLED', updated_at: at })
      .where('id', '=', id)
      .where('status', '=', 'AUTHORISED')
      .executeTakeFirst();
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
    const result = await trx
      .updateTable('payments')
      .set((eb) => ({
        refunded_amount: eb('refunded_amount', '+', request.amount),
        updated_at: at,
      }))
      .where('id', '=', id)
      .where('status', '=', 'SUCCESS')
      .where((eb) => eb(eb('refunded_amount', '+', request.amount), '<=', taken))
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) {
      const left = taken - (payment.refundedAmount ?? 0);
      return { outcome: 'too_much', message: `At most ${left} is left to refund` };
    }
    await trx
      .insertInto('payment_refunds')
      .values({
        id: `gr_${randomBytes(16).toString('base64url')}`,
        payment_id: id,
        reference: request.reference,
        amount: request.amount,
        status: REFUND_STARTS[payment.method] ?? 'SUCCESS',
        created_at: at,
        updated_at: at,
      })
      .execute();
    return changed(trx, id, at);
  });
}

/** The sandbox's credit transfers arrive: pending refunds older than `ageMs` succeed. */
export async function creditPendingRefunds(
  db: GatewayDb,
  now: Date,
  ageMs: number,
): Promise<number> {
  const due = await db
    .selectFrom('payment_refunds')
    .select(['id', 'payment_id'])
    .where('status', '=', 'PENDING')
    .where('created_at', '<=', new Date(now.getTime() - ageMs).toISOString())
    .execute();
  for (const refund of due) {
    await db.transaction().execute(async (trx) => {
      const at = now.toISOString();
      const result = await trx
        .updateTable('payment_refunds')
        .set({ status: 'SUCCESS', updated_at: at })
        .where('id', '=', refund.id)
        .where('status', '=', 'PENDING')
        .executeTakeFirst();
      if (result.numUpdatedRows === 1n) await changed(trx, refund.payment_id, at);
    });
  }
  return due.length;
}
