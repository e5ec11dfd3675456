import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Generated } from 'kysely';
import type { GatewayPaymentStatus } from '@paypage/contract/gatewayApi';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { Currency } from '@paypage/contract/money';

/** Row shapes of the gateway's own store. Timestamps are ISO-8601 UTC text. */
export interface PaymentsTable {
  id: string;
  reference: string;
  status: GatewayPaymentStatus;
  method: PaymentMethod;
  amount: number;
  currency: Currency;
  return_url: string | null;
  locale: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookOutboxTable {
  /** Insertion order: deliveries of one payment go out in this order. */
  seq: Generated<number>;
  id: string;
  payment_id: string;
  body: string;
  attempts: number;
  /** NULL once delivered or given up. */
  next_attempt_at: string | null;
  delivered_at: string | null;
  last_error: string | null;
  created_at: string;
}

export interface GatewayDatabase {
  payments: PaymentsTable;
  webhook_outbox: WebhookOutboxTable;
}

export type GatewayDb = Kysely<GatewayDatabase>;

export const STORE_FILE_NAME = 'gateway.sqlite';

export function openGatewayDatabase(dataDir: string): GatewayDb {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(join(dataDir, STORE_FILE_NAME));
  // WAL lets the page reads run while the delivery loop writes.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<GatewayDatabase>({ dialect: new SqliteDialect({ database: sqlite }) });
}
