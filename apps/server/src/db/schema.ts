import type { Generated } from 'kysely';

/**
 * Table shapes as both stores return them. Booleans are 0/1 integers and timestamps ISO-8601 UTC
 * text, so SQLite and PostgreSQL answer with the same JavaScript values; JSON lives in text columns.
 */
export interface MerchantsTable {
  id: string;
  name: string;
  paypal_merchant_id: string | null;
  creditor_name: string | null;
  creditor_id: string | null;
  creditor_address: string | null;
  theme: string;
  /** JSON of the merchant's dark Theme; '{}' derives it from `theme`. */
  dark_theme: string;
  frame_ancestors: string;
  webhook_url: string | null;
  webhook_secret: string | null;
  default_locale: string | null;
  return_url_timer: number | null;
  /** JSON array of the methods the merchant may offer; null: all of them (migration 038). */
  offered_methods: string | null;
  created_at: string;
}

export interface ApiKeysTable {
  id: string;
  merchant_id: string;
  key_hash: string;
  key_prefix: string;
  label: string | null;
  created_at: string;
  revoked_at: string | null;
}

export interface OperatorKeysTable {
  id: string;
  name: string;
  key_hash: string;
  key_prefix: string;
  created_at: string;
  revoked_at: string | null;
}

export interface MerchantSettingChangesTable {
  id: string;
  merchant_id: string;
  actor: string;
  field: string;
  /** JSON text of the value before and after; secrets are never written here. */
  old_value: string | null;
  new_value: string | null;
  changed_at: string;
}

export interface PaymentLinksTable {
  uuid: string;
  merchant_id: string;
  amount: number;
  currency: string;
  locale: string | null;
  return_url: string | null;
  back_to_shop_url: string | null;
  terms_and_conditions_url: string | null;
  payment_methods: string;
  merchant_reference: string | null;
  description: string | null;
  skip_landing_page: number;
  expiration_date: string | null;
  consumer_reference: string | null;
  is_subscription: number;
  return_url_timer: number;
  show_assets_if_skip_landing_page_is_true: number;
  require_consent: number;
  payment_settings: string;
  shopper_information: string | null;
  new_kcp_hpp_route: number;
  status: string;
  date_created: string;
  updated_at: string;
  /** 1: the console's preview of the page, never listed, counted, announced or paid (037). */
  is_preview: Generated<number>;
}

export interface AssetsTable {
  id: string;
  merchant_id: string;
  consumer_reference: string;
  type: string;
  details: string;
  created_at: string;
  deleted_at: string | null;
}

export interface TransactionsTable {
  id: string;
  link_uuid: string;
  merchant_id: string;
  payment_method: string;
  amount: number;
  currency: string;
  status: string;
  gateway_payment_id: string | null;
  asset_id: string | null;
  /** JSON of the method's details (MethodDetails), or null. */
  details: string | null;
  refusal_reason: string | null;
  /** When the shopper's acceptance of the terms came with the start; null before it was kept. */
  terms_accepted_at: string | null;
  /** The terms document the page showed when they were accepted (null: the link names none). */
  terms_url: string | null;
  /** What a capture took (decision 0039); null: the whole amount once COMPLETED. */
  captured_amount: number | null;
  /** The sum of the link refunds made, reserved with each refund's insert. */
  refunded_amount: Generated<number>;
  captured_at: string | null;
  voided_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface EventsTable {
  id: string;
  kind: string;
  link_uuid: string | null;
  source: string | null;
  detail: string;
  created_at: string;
}

export interface GatewayWebhooksTable {
  event_id: string;
  gateway_payment_id: string;
  received_at: string;
}

export interface IdempotencyKeysTable {
  scope: string;
  idempotency_key: string;
  request_hash: string;
  response_status: number | null;
  response_body: string | null;
  created_at: string;
  completed_at: string | null;
}

export interface MerchantWebhooksTable {
  id: string;
  merchant_id: string;
  type: string;
  body: string;
  attempts: number;
  next_attempt_at: string;
  delivered_at: string | null;
  failed_at: string | null;
  last_error: string | null;
  /** A delivering instance holds the row until then (the outbox claim). */
  claimed_until: string | null;
  created_at: string;
  /** The payment link the event is about (migration 033); null for others. */
  link_uuid: string | null;
}

export interface MerchantWebhookAttemptsTable {
  id: string;
  webhook_id: string;
  attempted_at: string;
  status_code: number | null;
  error: string | null;
}

export interface RateLimitHitsTable {
  bucket: string;
  window_start: string;
  hits: number;
}

export interface CspReportsTable {
  id: string;
  received_at: string;
  document_uri: string | null;
  blocked_uri: string | null;
  directive: string | null;
  source_file: string | null;
  line_number: number | null;
  disposition: string | null;
  report: string;
}

export interface SecurityAlertsTable {
  id: string;
  kind: string;
  detail: string;
  detected_at: string;
}

export interface PageIntegrityBaselinesTable {
  target: string;
  fingerprint: string;
  recorded_at: string;
}

/** Mandates given on the page (migration 010): never the full IBAN. */
export interface SepaMandatesTable {
  id: string;
  merchant_id: string;
  link_uuid: string;
  consumer_reference: string | null;
  /** The consumer's saved asset made of it; NULL for a link without consumer. */
  asset_id: string | null;
  gateway_mandate_id: string;
  mandate_reference: string;
  scheme: string;
  sequence: string;
  account_holder: string;
  iban_masked: string;
  accepted_at: string;
}

/** A merchant's off-session charges of saved assets (migration 018). */
export interface ChargesTable {
  id: string;
  merchant_id: string;
  consumer_reference: string;
  asset_id: string;
  asset_type: string;
  payment_method: string;
  amount: number;
  currency: string;
  description: string;
  merchant_reference: string | null;
  capture_mode: string;
  status: string;
  captured_amount: number;
  refusal_reason: string | null;
  /** JSON of the method's details (MethodDetails), or null. */
  details: string | null;
  gateway_payment_id: string | null;
  idempotency_key: string;
  created_at: string;
  updated_at: string;
  /** When a capture or void was asked of the provider, until its word arrives (migration 025). */
  change_asked_at: string | null;
}

export interface RefundsTable {
  id: string;
  charge_id: string;
  amount: number;
  currency: string;
  status: string;
  reason: string | null;
  gateway_refund_id: string | null;
  created_at: string;
  updated_at: string;
}

/** Refunds of a link's payment (migration 036, decision 0039). */
export interface LinkRefundsTable {
  id: string;
  transaction_id: string;
  link_uuid: string;
  amount: number;
  currency: string;
  status: string;
  reason: string | null;
  gateway_refund_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface MerchantLogosTable {
  merchant_id: string;
  content_hash: string;
  content_type: string;
  image_base64: string;
  uploaded_at: string;
}

/** Issue 22: the console's users, sessions, invitations, sign-in failures and audit log. */
export interface ConsoleUsersTable {
  id: string;
  merchant_id: string;
  email: string;
  /** The email lowercased: one account per address whatever its case. */
  email_key: string;
  name: string;
  role: string;
  password_hash: string;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  /** The last 30-second step a code was accepted for: a code is used once. */
  totp_last_step: number | null;
  disabled: number;
  created_at: string;
  last_sign_in_at: string | null;
}

export interface ConsoleSessionsTable {
  id: string;
  token_hash: string;
  user_id: string;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
}

export interface ConsoleInvitationsTable {
  id: string;
  merchant_id: string;
  email: string;
  name: string;
  role: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
}

export interface ConsoleSignInFailuresTable {
  id: string;
  bucket: string;
  failed_at: string;
}

export interface AuditLogTable {
  id: string;
  merchant_id: string;
  at: string;
  actor_kind: string;
  actor_id: string;
  actor_label: string;
  action: string;
  target: string | null;
  /** JSON object. */
  details: string;
}

export interface Database {
  merchants: MerchantsTable;
  api_keys: ApiKeysTable;
  payment_links: PaymentLinksTable;
  assets: AssetsTable;
  transactions: TransactionsTable;
  events: EventsTable;
  gateway_webhooks: GatewayWebhooksTable;
  idempotency_keys: IdempotencyKeysTable;
  merchant_webhooks: MerchantWebhooksTable;
  operator_keys: OperatorKeysTable;
  merchant_setting_changes: MerchantSettingChangesTable;
  merchant_webhook_attempts: MerchantWebhookAttemptsTable;
  rate_limit_hits: RateLimitHitsTable;
  csp_reports: CspReportsTable;
  security_alerts: SecurityAlertsTable;
  page_integrity_baselines: PageIntegrityBaselinesTable;
  sepa_mandates: SepaMandatesTable;
  charges: ChargesTable;
  refunds: RefundsTable;
  merchant_logos: MerchantLogosTable;
  console_users: ConsoleUsersTable;
  console_sessions: ConsoleSessionsTable;
  console_invitations: ConsoleInvitationsTable;
  console_sign_in_failures: ConsoleSignInFailuresTable;
  audit_log: AuditLogTable;
  link_refunds: LinkRefundsTable;
}
