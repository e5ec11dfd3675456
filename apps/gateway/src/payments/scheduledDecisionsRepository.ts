import type { MethodDetails } from '@paypage/contract/methodDetails';
import type { GatewayDb, ScheduledDecisionsTable } from '../store/database';

export interface ScheduledDecisionRow {
  paymentId: string;
  status: ScheduledDecisionsTable['status'];
  refusalReason?: string;
  details?: MethodDetails;
  dueAt: string;
}

/** Keeps the first decision scheduled for a payment: a bank does not change its mind. */
export async function insertScheduledDecision(
  db: GatewayDb,
  decision: ScheduledDecisionRow,
  createdAt: string,
): Promise<void> {
  await db
    .insertInto('scheduled_decisions')
    .values({
      payment_id: decision.paymentId,
      status: decision.status,
      refusal_reason: decision.refusalReason ?? null,
      details: decision.details ? JSON.stringify(decision.details) : null,
      due_at: decision.dueAt,
      created_at: createdAt,
    })
    .onConflict((conflict) => conflict.column('payment_id').doNothing())
    .execute();
}

export async function findDueDecisions(
  db: GatewayDb,
  now: string,
  limit: number,
): Promise<ScheduledDecisionRow[]> {
  const rows = await db
    .selectFrom('scheduled_decisions')
    .selectAll()
    .where('due_at', '<=', now)
    .orderBy('due_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    paymentId: row.payment_id,
    status: row.status,
    dueAt: row.due_at,
    ...(row.refusal_reason ? { refusalReason: row.refusal_reason } : {}),
    ...(row.details ? { details: JSON.parse(row.details) as MethodDetails } : {}),
  }));
}

export async function findScheduledDecision(
  db: GatewayDb,
  paymentId: string,
): Promise<ScheduledDecisionRow | undefined> {
  const row = await db
    .selectFrom('scheduled_decisions')
    .select(['payment_id', 'due_at', 'status'])
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
  return row && { paymentId: row.payment_id, status: row.status, dueAt: row.due_at };
}

export async function deleteScheduledDecision(db: GatewayDb, paymentId: string): Promise<void> {
  await db.deleteFrom('scheduled_decisions').where('payment_id', '=', paymentId).execute();
}
