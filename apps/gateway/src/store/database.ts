import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Generated } from 'kysely';
import type { GatewayCard } from '@paypage/contract/cardPayments';
import type { GatewayPayment, GatewayPaymentStatus } from '@paypage/contract/gatewayApi';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import type { CardTransactionType } from '@paypage/contract/paymentSettings';
import type { Currency } from '@paypage/contract/money';
import type { TestCardOutcome } from '@paypage/contract/sandboxTestCards';
import type { CardScheme, HostedCardBrand } from '../hosted/assets/cardRules.js';

type AuthenticationStatus = GatewayCard['authenticationStatus'];

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
  /** Card payments only (migration 002); NULL for every other method. */
  card_token: string | null;
  transaction_type: CardTransactionType | null;
  /** The page origin the 3-D Secure frames post their results to. */
  allowed_origin: string | null;
  authentication_status: AuthenticationStatus | null;
  refusal_reason: GatewayPayment['refusalReason'] | null;
  /** JSON of the GatewayAction the shopper's browser must do next, while PENDING. */
  action: string | null;
  /** JSON of the method's MethodDetails (migration 003); NULL for cards. */
  details: string | null;
  /** When an open payment runs out and is refused as EXPIRED (migration 015); NULL: never. */
  expires_at: string | null;
  /** What a capture took of an authorisation (migration 018); NULL until captured. */
  captured_amount: number | null;
  /** The sum of the payment's refunds. */
  refunded_amount: Generated<number>;
}

/** A refund of a taken payment (migration 018): idempotent by the service's reference. */
export interface PaymentRefundsTable {
  id: string;
  payment_id: string;
  reference: string;
  amount: number;
  status: 'PENDING' | 'SUCCESS';
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

export interface CardSessionsTable {
  token: string;
  reference: string;
  allowed_origin: string;
  locale: string | null;
  /** JSON of the merchant's Theme. */
  theme: string;
  /** JSON of the merchant's Theme for dark devices (migration 020). */
  dark_theme: Generated<string>;
  created_at: string;
  expires_at: string;
  /** Which cards the form accepts (migration 012). */
  scheme: Generated<CardScheme>;
}

/** A tokenised card: never the full number, never the CVC. */
export interface CardsTable {
  token: string;
  session_token: string;
  brand: HostedCardBrand;
  first_digits: string;
  last_digits: string;
  expiry_month: number;
  expiry_year: number;
  holder: string;
  issuing_country_code: string;
  authentication_status: AuthenticationStatus;
  /** What the sandbox does when this card pays (its test card's outcome). */
  test_outcome: TestCardOutcome;
  created_at: string;
}

export type ThreeDSecureStage = 'fingerprint' | 'challenge' | 'done';

export interface ThreeDSecureTable {
  server_trans_id: string;
  payment_id: string;
  acs_trans_id: string;
  stage: ThreeDSecureStage;
  method_collected_at: string | null;
  comp_ind: 'Y' | 'N' | null;
  challenge_result: 'Y' | 'N' | null;
  challenge_completed_at: string | null;
  created_at: string;
}

/** A PayPal billing agreement a payer approved (migration 011): charged later for any amount. */
export interface PaypalBillingAgreementsTable {
  id: string;
  payer_id: string;
  payer_email: string;
  /** The payment whose execution made it. */
  payment_id: string;
  created_at: string;
  cancelled_at: string | null;
}

/** What the PayPal fraud-data script reported of a device, under its correlation id (011). */
export interface PaypalFraudDataTable {
  correlation_id: string;
  merchant_id: string;
  /** JSON of the device facts. */
  device: string;
  received_at: string;
}

/** One opening of the provider checkout for one payment (migration 012). */
export interface CheckoutSessionsTable {
  id: string;
  payment_id: string;
  session_data: string;
  client_key: string;
  card_session_token: string | null;
  created_at: string;
  expires_at: string;
}

/** A decision the bank makes later by itself (migration 013): applied once it is due. */
export interface ScheduledDecisionsTable {
  payment_id: string;
  status: Exclude<GatewayPaymentStatus, 'RECEIVED'>;
  refusal_reason: string | null;
  /** JSON of the MethodDetails the decision brings. */
  details: string | null;
  due_at: string;
  created_at: string;
}

/** A payment still open at `expires_at` is refused as expired (migration 014). */
/** A virtual account opened for one payment (migration 014); deposits find it by number. */
export interface VirtualAccountsTable {
  account_number: string;
  payment_id: string;
  bank_code: string;
  created_at: string;
}

/** A payment slip's account and reference (migration 017); its facts live in the payment. */
export interface PaymentSlipsTable {
  payment_id: string;
  /** The virtual IBAN the slip is paid into: kept here only, never sent but to the service's page. */
  iban: string;
  creditor_reference: string;
  due_at: string;
  created_at: string;
}

export interface GatewayDatabase {
  payments: PaymentsTable;
  webhook_outbox: WebhookOutboxTable;
  card_sessions: CardSessionsTable;
  cards: CardsTable;
  three_d_secure: ThreeDSecureTable;
  paypal_billing_agreements: PaypalBillingAgreementsTable;
  paypal_fraud_data: PaypalFraudDataTable;
  checkout_sessions: CheckoutSessionsTable;
  scheduled_decisions: ScheduledDecisionsTable;
  virtual_accounts: VirtualAccountsTable;
  payment_slips: PaymentSlipsTable;
  payment_refunds: PaymentRefundsTable;
}

export type GatewayDb = Kysely<GatewayDatabase>;

const STORE_FILE_NAME = 'gateway.sqlite';

export function openGatewayDatabase(dataDir: string): GatewayDb {
  mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(join(dataDir, STORE_FILE_NAME));
  // WAL lets the page reads run while the delivery loop writes.
  sqlite.pragma('journal_mode = WAL');
  // With WAL, NORMAL syncs at checkpoints instead of on every commit: a crash of the process
  // loses nothing, a power cut at most the last commits. FULL made each payment wait for a disk
  // flush (bench:pay).
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<GatewayDatabase>({ dialect: new SqliteDialect({ database: sqlite }) });
}
