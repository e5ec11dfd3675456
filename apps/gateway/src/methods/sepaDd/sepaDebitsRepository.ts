import type { GatewayDb } from '../../store/database';
import type { SepaDebitsTable } from './sepaMandatesRepository';
import { sepaTables } from './sepaMandatesRepository';

export interface SepaDebit {
  paymentId: string;
  mandateId: string;
  sequenceType: SepaDebitsTable['sequence_type'];
  dueDate: string;
  clearsAt: string | null;
  plannedStatus: SepaDebitsTable['planned_status'];
  plannedReason: string | null;
  createdAt: string;
}

export async function insertDebit(db: GatewayDb, debit: SepaDebit): Promise<void> {
  await sepaTables(db)
    .insertInto('sepa_debits')
    .values({
      payment_id: debit.paymentId,
      mandate_id: debit.mandateId,
      sequence_type: debit.sequenceType,
      due_date: debit.dueDate,
      clears_at: debit.clearsAt,
      planned_status: debit.plannedStatus,
      planned_reason: debit.plannedReason,
      created_at: debit.createdAt,
    })
    .execute();
}

/** How many debits a mandate has had: the first of a recurrent mandate is FRST, then RCUR. */
export async function countDebitsOf(db: GatewayDb, mandateId: string): Promise<number> {
  const row = await sepaTables(db)
    .selectFrom('sepa_debits')
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .where('mandate_id', '=', mandateId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Debits whose clearing time has come, oldest first. */
export async function debitsDueBy(db: GatewayDb, now: Date, limit = 100): Promise<SepaDebit[]> {
  const rows = await sepaTables(db)
    .selectFrom('sepa_debits')
    .selectAll()
    .where('clears_at', 'is not', null)
    .where('clears_at', '<=', now.toISOString())
    .orderBy('clears_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    paymentId: row.payment_id,
    mandateId: row.mandate_id,
    sequenceType: row.sequence_type,
    dueDate: row.due_date,
    clearsAt: row.clears_at,
    plannedStatus: row.planned_status,
    plannedReason: row.planned_reason,
    createdAt: row.created_at,
  }));
}

/** Nothing more to play for this debit (decided, or decided by the settle or return call). */
export async function markCleared(db: GatewayDb, paymentId: string): Promise<void> {
  await sepaTables(db)
    .updateTable('sepa_debits')
    .set({ clears_at: null })
    .where('payment_id', '=', paymentId)
    .execute();
}
