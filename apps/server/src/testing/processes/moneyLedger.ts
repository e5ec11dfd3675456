import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { Db } from '../../db/database';

const CHARGED = new Set(['AUTHORISED', 'SUCCESS']);

export interface LedgerCounts {
  charged: number;
  lost: number;
  doubled: number;
  stuck: number;
  unnotified: number;
  notifiedTwice: number;
  consumed: number;
}

/**
 * Compares the gateway's books (its own store: what was really charged) with the service's
 * (links and transactions) and with what the merchant was told. A charge whose link is not paid
 * is lost; a link charged twice is doubled; a charge the merchant heard of under two event ids is
 * notified twice (the same id delivered again is a redelivery, which a receiver de-duplicates).
 */
export async function ledger(
  db: Db,
  gatewayDataDir: string,
  received: { id: string; type: string; transactionId?: string }[],
  links: string[],
): Promise<LedgerCounts> {
  const gateway = new SqliteDatabase(join(gatewayDataDir, 'gateway.sqlite'), { readonly: true });
  const payments = gateway
    .prepare("SELECT reference, status FROM payments WHERE reference LIKE 'tx\\_%' ESCAPE '\\'")
    .all() as { reference: string; status: string }[];
  gateway.close();
  const transactions = await db
    .selectFrom('transactions')
    .select(['id', 'link_uuid', 'status'])
    .where('link_uuid', 'in', links)
    .execute();
  const linkRows = await db
    .selectFrom('payment_links')
    .select(['uuid', 'status'])
    .where('uuid', 'in', links)
    .execute();
  const linkStatus = new Map(linkRows.map((row) => [row.uuid, row.status]));
  const txById = new Map(transactions.map((tx) => [tx.id, tx]));
  const charges = payments.filter((payment) => CHARGED.has(payment.status));
  const chargesPerLink = new Map<string, number>();
  let lost = 0;
  let unnotified = 0;
  let notifiedTwice = 0;
  for (const charge of charges) {
    const tx = txById.get(charge.reference);
    if (!tx) continue;
    chargesPerLink.set(tx.link_uuid, (chargesPerLink.get(tx.link_uuid) ?? 0) + 1);
    const paidHere = ['AUTHORIZED', 'COMPLETED'].includes(tx.status);
    if (!paidHere || linkStatus.get(tx.link_uuid) !== 'CONSUMED') lost++;
    const ids = new Set(
      received
        .filter((event) => event.type === 'transaction.updated' && event.transactionId === tx.id)
        .map((event) => event.id),
    );
    if (ids.size === 0) unnotified++;
    if (ids.size > 1) notifiedTwice++;
  }
  return {
    charged: charges.filter((charge) => txById.has(charge.reference)).length,
    lost,
    doubled: [...chargesPerLink.values()].filter((count) => count > 1).length,
    stuck: linkRows.filter((row) => row.status === 'PROCESSING_PAYMENT').length,
    unnotified,
    notifiedTwice,
    consumed: linkRows.filter((row) => row.status === 'CONSUMED').length,
  };
}

/** Gateway payments still waiting for the shopper (3-D Secure), to settle them by hand. */
export function pendingGatewayPayments(gatewayDataDir: string): string[] {
  const gateway = new SqliteDatabase(join(gatewayDataDir, 'gateway.sqlite'), { readonly: true });
  const rows = gateway
    .prepare(
      "SELECT id FROM payments WHERE status = 'PENDING' AND reference LIKE 'tx\\_%' ESCAPE '\\'",
    )
    .all() as { id: string }[];
  gateway.close();
  return rows.map((row) => row.id);
}
