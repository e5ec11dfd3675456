import type { GatewayDb } from './database';

/** The payment is refused as expired if it is still open at `expiresAt` (ISO-8601 UTC). */
export async function insertPaymentDeadline(
  db: GatewayDb,
  paymentId: string,
  expiresAt: string,
): Promise<void> {
  await db
    .insertInto('payment_deadlines')
    .values({ payment_id: paymentId, expires_at: expiresAt })
    .execute();
}

export async function findPaymentDeadline(
  db: GatewayDb,
  paymentId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('payment_deadlines')
    .select('expires_at')
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
  return row?.expires_at;
}

/** Open payments whose deadline is `now` or earlier, oldest deadline first. */
export async function listOverduePayments(
  db: GatewayDb,
  now: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('payment_deadlines')
    .innerJoin('payments', 'payments.id', 'payment_deadlines.payment_id')
    .select('payments.id')
    .where('payment_deadlines.expires_at', '<=', now)
    .where('payments.status', 'in', ['RECEIVED', 'PENDING'])
    .orderBy('payment_deadlines.expires_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Sandbox: the deadline comes at `at` instead (answers whether the payment has one). */
export async function moveDeadline(db: GatewayDb, paymentId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('payment_deadlines')
    .set({ expires_at: at })
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
