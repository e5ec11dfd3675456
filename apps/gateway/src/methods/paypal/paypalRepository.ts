import type { GatewayDb } from '../../store/database';

export interface StoredBillingAgreement {
  id: string;
  payerId: string;
  payerEmail: string;
  cancelled: boolean;
}

/** The sandbox's PayPal tables (migration 011): billing agreements and fraud data. */
export async function insertBillingAgreement(
  db: GatewayDb,
  agreement: { id: string; payerId: string; payerEmail: string; paymentId: string; at: string },
): Promise<void> {
  await db
    .insertInto('paypal_billing_agreements')
    .values({
      id: agreement.id,
      payer_id: agreement.payerId,
      payer_email: agreement.payerEmail,
      payment_id: agreement.paymentId,
      created_at: agreement.at,
      cancelled_at: null,
    })
    .execute();
}

export async function findBillingAgreement(
  db: GatewayDb,
  id: string,
): Promise<StoredBillingAgreement | undefined> {
  const row = await db
    .selectFrom('paypal_billing_agreements')
    .select(['id', 'payer_id', 'payer_email', 'cancelled_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      payerId: row.payer_id,
      payerEmail: row.payer_email,
      cancelled: row.cancelled_at !== null,
    }
  );
}

/** The first report of a correlation id counts; a repeat (a reloaded script) changes nothing. */
export async function recordFraudData(
  db: GatewayDb,
  report: { correlationId: string; merchantId: string; device: unknown; at: string },
): Promise<void> {
  await db
    .insertInto('paypal_fraud_data')
    .values({
      correlation_id: report.correlationId,
      merchant_id: report.merchantId,
      device: JSON.stringify(report.device),
      received_at: report.at,
    })
    .onConflict((conflict) => conflict.column('correlation_id').doNothing())
    .execute();
}

export async function hasFraudData(db: GatewayDb, correlationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('paypal_fraud_data')
    .select('correlation_id')
    .where('correlation_id', '=', correlationId)
    .executeTakeFirst();
  return row !== undefined;
}
