import type { GatewayDb } from '../../store/database';

export interface StoredSlip {
  paymentId: string;
  iban: string;
  creditorReference: string;
  dueAt: string;
}

/** The sandbox's payment slip table (migration 017). */
export async function insertSlip(
  db: GatewayDb,
  slip: StoredSlip & { createdAt: string },
): Promise<void> {
  await db
    .insertInto('payment_slips')
    .values({
      payment_id: slip.paymentId,
      iban: slip.iban,
      creditor_reference: slip.creditorReference,
      due_at: slip.dueAt,
      created_at: slip.createdAt,
    })
    .execute();
}

export async function findSlip(db: GatewayDb, paymentId: string): Promise<StoredSlip | undefined> {
  const row = await db
    .selectFrom('payment_slips')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
  return (
    row && {
      paymentId: row.payment_id,
      iban: row.iban,
      creditorReference: row.creditor_reference,
      dueAt: row.due_at,
    }
  );
}

/** Whether an IBAN or a reference is taken already (a new slip draws again). */
export async function slipExists(
  db: GatewayDb,
  { iban, creditorReference }: { iban: string; creditorReference: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('payment_slips')
    .select('payment_id')
    .where((eb) => eb.or([eb('iban', '=', iban), eb('creditor_reference', '=', creditorReference)]))
    .executeTakeFirst();
  return row !== undefined;
}

/** Slips still waiting for their transfer, the soonest due first. */
export async function listOpenSlipIds(db: GatewayDb, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('payment_slips')
    .innerJoin('payments', 'payments.id', 'payment_slips.payment_id')
    .select('payment_slips.payment_id as id')
    .where('payments.status', 'in', ['RECEIVED', 'PENDING'])
    .orderBy('payment_slips.due_at')
    .orderBy('payment_slips.payment_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Open slips whose due date has come. */
export async function listOverdueSlipIds(
  db: GatewayDb,
  nowIso: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('payment_slips')
    .innerJoin('payments', 'payments.id', 'payment_slips.payment_id')
    .select('payment_slips.payment_id as id')
    .where('payments.status', 'in', ['RECEIVED', 'PENDING'])
    .where('payment_slips.due_at', '<=', nowIso)
    .orderBy('payment_slips.due_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
