import type { GatewayDb } from '../store/database';

/**
 * The SQL of captures, voids and refunds (payments/paymentChanges.ts). Each update is
 * conditional on the status it changes from, so of two racing requests only one wins: true when
 * this one did.
 */

export async function markCaptured(
  db: GatewayDb,
  id: string,
  amount: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ status: 'SUCCESS', captured_amount: amount, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'AUTHORISED')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function markVoided(db: GatewayDb, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ status: 'CANCELLED', updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'AUTHORISED')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Conditional on the total so far: two racing refunds cannot give back more than was taken. */
export async function addRefundedAmount(
  db: GatewayDb,
  id: string,
  amount: number,
  taken: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set((eb) => ({ refunded_amount: eb('refunded_amount', '+', amount), updated_at: at }))
    .where('id', '=', id)
    .where('status', '=', 'SUCCESS')
    .where((eb) => eb(eb('refunded_amount', '+', amount), '<=', taken))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function insertRefund(
  db: GatewayDb,
  refund: {
    id: string;
    paymentId: string;
    reference: string;
    amount: number;
    status: 'PENDING' | 'SUCCESS';
    at: string;
  },
): Promise<void> {
  await db
    .insertInto('payment_refunds')
    .values({
      id: refund.id,
      payment_id: refund.paymentId,
      reference: refund.reference,
      amount: refund.amount,
      status: refund.status,
      created_at: refund.at,
      updated_at: refund.at,
    })
    .execute();
}

/** Refunds still PENDING that were made at `before` or earlier. */
export async function findPendingRefundsMadeBy(
  db: GatewayDb,
  before: string,
): Promise<{ id: string; paymentId: string }[]> {
  const rows = await db
    .selectFrom('payment_refunds')
    .select(['id', 'payment_id'])
    .where('status', '=', 'PENDING')
    .where('created_at', '<=', before)
    .execute();
  return rows.map((row) => ({ id: row.id, paymentId: row.payment_id }));
}

export async function markRefundCredited(
  db: GatewayDb,
  refundId: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('payment_refunds')
    .set({ status: 'SUCCESS', updated_at: at })
    .where('id', '=', refundId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
