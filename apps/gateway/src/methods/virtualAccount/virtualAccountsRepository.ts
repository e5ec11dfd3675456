import type { GatewayDb } from '../../store/database';

export interface VirtualAccountRow {
  accountNumber: string;
  paymentId: string;
  bankCode: string;
}

export async function insertVirtualAccount(
  db: GatewayDb,
  account: VirtualAccountRow,
  createdAt: string,
): Promise<void> {
  await db
    .insertInto('virtual_accounts')
    .values({
      account_number: account.accountNumber,
      payment_id: account.paymentId,
      bank_code: account.bankCode,
      created_at: createdAt,
    })
    .execute();
}

export async function findVirtualAccount(
  db: GatewayDb,
  accountNumber: string,
): Promise<VirtualAccountRow | undefined> {
  const row = await db
    .selectFrom('virtual_accounts')
    .selectAll()
    .where('account_number', '=', accountNumber)
    .executeTakeFirst();
  return (
    row && { accountNumber: row.account_number, paymentId: row.payment_id, bankCode: row.bank_code }
  );
}
