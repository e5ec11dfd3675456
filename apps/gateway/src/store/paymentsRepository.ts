import type { Selectable } from 'kysely';
import type { GatewayPaymentStatus } from '@paypage/contract/gatewayApi';
import type { SandboxPayment } from '../payments/sandboxPayment';
import type { GatewayDb, PaymentsTable } from './database';

export async function findPaymentById(
  db: GatewayDb,
  id: string,
): Promise<SandboxPayment | undefined> {
  const row = await db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
  return row && fromRow(row);
}

export async function findPaymentByReference(
  db: GatewayDb,
  reference: string,
): Promise<SandboxPayment | undefined> {
  const row = await db
    .selectFrom('payments')
    .selectAll()
    .where('reference', '=', reference)
    .executeTakeFirst();
  return row && fromRow(row);
}

export async function insertPayment(db: GatewayDb, payment: SandboxPayment): Promise<void> {
  await db
    .insertInto('payments')
    .values({
      id: payment.id,
      reference: payment.reference,
      status: payment.status,
      method: payment.method,
      amount: payment.amount,
      currency: payment.currency,
      return_url: payment.returnUrl,
      locale: payment.locale,
      created_at: payment.createdAt,
      updated_at: payment.updatedAt,
    })
    .execute();
}

/**
 * Moves a payment to `to` only while it is in one of `from`: a conditional update, so two
 * concurrent decisions about one payment cannot both win. Answers the changed payment, or
 * undefined when nothing matched.
 */
export async function updatePaymentStatus(
  db: GatewayDb,
  id: string,
  change: { from: readonly GatewayPaymentStatus[]; to: GatewayPaymentStatus; at: string },
): Promise<SandboxPayment | undefined> {
  const row = await db
    .updateTable('payments')
    .set({ status: change.to, updated_at: change.at })
    .where('id', '=', id)
    .where('status', 'in', change.from)
    .returningAll()
    .executeTakeFirst();
  return row && fromRow(row);
}

function fromRow(row: Selectable<PaymentsTable>): SandboxPayment {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    method: row.method,
    amount: row.amount,
    currency: row.currency,
    returnUrl: row.return_url,
    locale: row.locale,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
