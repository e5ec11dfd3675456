import type { PayIdType } from '@paypage/contract/methods/payToRules';
import type { GatewayDb } from '../../store/database';

/** Migration 016's table, typed here so that the store's shared types stay the card's. */
export interface PayToAgreementsTable {
  id: string;
  payment_id: string;
  pay_id_type: PayIdType;
  /** The full PayID: kept here and nowhere else, never answered, never logged. */
  pay_id: string;
  account_name: string;
  expires_at: string;
  created_at: string;
}

const payToTables = (db: GatewayDb) => db.withTables<{ payto_agreements: PayToAgreementsTable }>();

export interface PayToAgreement {
  id: string;
  paymentId: string;
  payIdType: PayIdType;
  payId: string;
  accountName: string;
  expiresAt: string;
  createdAt: string;
}

export async function insertAgreement(db: GatewayDb, agreement: PayToAgreement): Promise<void> {
  await payToTables(db)
    .insertInto('payto_agreements')
    .values({
      id: agreement.id,
      payment_id: agreement.paymentId,
      pay_id_type: agreement.payIdType,
      pay_id: agreement.payId,
      account_name: agreement.accountName,
      expires_at: agreement.expiresAt,
      created_at: agreement.createdAt,
    })
    .execute();
}

/** A request the payer's banking app shows: the agreement and the payment it pays. */
export interface OpenRequest {
  paymentId: string;
  accountName: string;
  amount: number;
  currency: string;
  expiresAt: string;
}

/** The agreements still waiting for the payer of one of these PayIDs, newest first. */
export async function openRequestsFor(
  db: GatewayDb,
  payIds: readonly string[],
  now: Date,
): Promise<OpenRequest[]> {
  const rows = await payToTables(db)
    .selectFrom('payto_agreements')
    .innerJoin('payments', 'payments.id', 'payto_agreements.payment_id')
    .select([
      'payto_agreements.payment_id as paymentId',
      'payto_agreements.account_name as accountName',
      'payto_agreements.expires_at as expiresAt',
      'payments.amount as amount',
      'payments.currency as currency',
    ])
    .where('payto_agreements.pay_id', 'in', payIds)
    .where('payments.status', '=', 'PENDING')
    .where('payto_agreements.expires_at', '>', now.toISOString())
    .orderBy('payto_agreements.created_at', 'desc')
    .limit(20)
    .execute();
  return rows;
}
