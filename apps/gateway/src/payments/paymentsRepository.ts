import type { GatewayAction, GatewayCard } from '@paypage/contract/cardPayments';
import type { GatewayPayment, GatewayPaymentStatus } from '@paypage/contract/gatewayApi';
import { FINAL_GATEWAY_STATUSES } from '@paypage/contract/gatewayApi';
import type { MethodDetails } from '@paypage/contract/methodDetails';
import type { SandboxPayment } from './sandboxPayment';
import type { GatewayDb } from '../store/database';

/** A payment row with its card's columns (NULL for payments of other methods). */
function paymentsWithCards(db: GatewayDb) {
  return db
    .selectFrom('payments')
    .leftJoin('cards', 'cards.token', 'payments.card_token')
    .selectAll('payments')
    .select([
      'cards.brand as card_brand',
      'cards.first_digits as card_first_digits',
      'cards.last_digits as card_last_digits',
      'cards.expiry_month as card_expiry_month',
      'cards.expiry_year as card_expiry_year',
      'cards.holder as card_holder',
      'cards.issuing_country_code as card_issuing_country_code',
    ]);
}

type PaymentRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof paymentsWithCards>['executeTakeFirst']>>
>;

export async function findPaymentById(
  db: GatewayDb,
  id: string,
): Promise<SandboxPayment | undefined> {
  const row = await paymentsWithCards(db).where('payments.id', '=', id).executeTakeFirst();
  return row && withRefunds(db, fromRow(row));
}

/** A payment refunded at all carries its refunds, oldest first (the service follows each). */
async function withRefunds(db: GatewayDb, payment: SandboxPayment): Promise<SandboxPayment> {
  if (!payment.refundedAmount) return payment;
  const rows = await db
    .selectFrom('payment_refunds')
    .selectAll()
    .where('payment_id', '=', payment.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const refunds = rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    amount: row.amount,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
  return { ...payment, refunds };
}

export async function findPaymentByReference(
  db: GatewayDb,
  reference: string,
): Promise<SandboxPayment | undefined> {
  const row = await paymentsWithCards(db)
    .where('payments.reference', '=', reference)
    .executeTakeFirst();
  return row && withRefunds(db, fromRow(row));
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
      card_token: payment.card?.token ?? null,
      transaction_type: payment.transactionType,
      allowed_origin: payment.allowedOrigin,
      authentication_status: payment.card?.authenticationStatus ?? null,
      refusal_reason: payment.refusalReason ?? null,
      action: payment.action ? JSON.stringify(payment.action) : null,
      details: payment.details ? JSON.stringify(payment.details) : null,
      expires_at: utcOrNull(payment.expiresAt),
    })
    .execute();
}

/**
 * Expiries are kept as UTC ISO text (a deadline the service sent may carry an offset), so that
 * the sweep and the conditions below compare them as text in time order.
 */
const utcOrNull = (at: string | null | undefined) => (at ? new Date(at).toISOString() : null);

export interface PaymentStateChange {
  from: readonly GatewayPaymentStatus[];
  to: GatewayPaymentStatus;
  at: string;
  /** The browser's next step; cleared whatever is passed once the payment is final. */
  action?: GatewayAction | null;
  refusalReason?: GatewayPayment['refusalReason'];
  authenticationStatus?: GatewayCard['authenticationStatus'];
  /** What the method tells about the payment now; kept as it was when not given. */
  details?: MethodDetails;
  /**
   * When the payment, still open, runs out (a new shopper step starts its window); null: the
   * shopper has decided and no window of theirs applies any more. Kept when not given.
   */
  expiresAt?: string | null;
  /**
   * A further condition besides `from`: `waitingOnShopper`, only while the payment has an
   * expiry (the cancel's: a shopper's decision that came first clears it, and wins); `overdue`,
   * only once that expiry has come by `at` (the expiry's: a decision that came first wins).
   */
  only?: PaymentCondition;
}

export type PaymentCondition = 'waitingOnShopper' | 'overdue';

/** Whether a payment read in the changing transaction meets the condition at `at`. */
export function meetsCondition(payment: SandboxPayment, condition: PaymentCondition, at: string) {
  if (!payment.expiresAt) return false;
  return condition === 'waitingOnShopper' || Date.parse(payment.expiresAt) <= Date.parse(at);
}

/**
 * Moves a payment to `to` only while it is in one of `from`: a conditional update, so two
 * concurrent decisions about one payment cannot both win. Answers the changed payment, or
 * undefined when nothing matched.
 */
export async function updatePaymentState(
  db: GatewayDb,
  id: string,
  change: PaymentStateChange,
): Promise<SandboxPayment | undefined> {
  const final = FINAL_GATEWAY_STATUSES.includes(change.to);
  const result = await db
    .updateTable('payments')
    .set({
      status: change.to,
      updated_at: change.at,
      ...(final ? { action: null } : {}),
      ...(!final && change.action !== undefined
        ? { action: change.action && JSON.stringify(change.action) }
        : {}),
      ...(change.refusalReason ? { refusal_reason: change.refusalReason } : {}),
      ...(change.authenticationStatus
        ? { authentication_status: change.authenticationStatus }
        : {}),
      ...(change.details ? { details: JSON.stringify(change.details) } : {}),
      ...(change.expiresAt !== undefined ? { expires_at: utcOrNull(change.expiresAt) } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', change.from)
    .$if(change.only !== undefined, (update) => update.where('expires_at', 'is not', null))
    .$if(change.only === 'overdue', (update) => update.where('expires_at', '<=', change.at))
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return undefined;
  return findPaymentById(db, id);
}

function fromRow(row: PaymentRow): SandboxPayment {
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
    transactionType: row.transaction_type,
    allowedOrigin: row.allowed_origin,
    ...(row.card_token && row.card_brand !== null ? { card: cardOf(row) } : {}),
    ...(row.action ? { action: JSON.parse(row.action) as GatewayAction } : {}),
    ...(row.refusal_reason ? { refusalReason: row.refusal_reason } : {}),
    ...(row.details ? { details: JSON.parse(row.details) as MethodDetails } : {}),
    ...(row.expires_at ? { expiresAt: row.expires_at } : {}),
    ...(row.captured_amount !== null ? { capturedAmount: row.captured_amount } : {}),
    ...(row.refunded_amount > 0 ? { refundedAmount: row.refunded_amount } : {}),
  };
}

/** The card as this payment shows it: the card's facts, this payment's authentication. */
function cardOf(row: PaymentRow): GatewayCard {
  return {
    token: row.card_token ?? '',
    // The card method's brands are SPEC §3's; a Bancontact card pays only BANCONTACT_CARD
    // payments, whose card the service never sees (toGatewayPayment).
    brand: row.card_brand === null || row.card_brand === 'BCMC' ? 'UNKNOWN' : row.card_brand,
    firstDigits: row.card_first_digits ?? '',
    lastDigits: row.card_last_digits ?? '',
    expiryMonth: row.card_expiry_month ?? 0,
    expiryYear: row.card_expiry_year ?? 0,
    holder: row.card_holder ?? '',
    issuingCountryCode: row.card_issuing_country_code ?? '',
    authenticationStatus: row.authentication_status ?? 'NoAuth',
  };
}

/** Open payments whose time ran out by `at`, oldest first (payments/expiry.ts refuses them). */
export async function findOverduePaymentIds(db: GatewayDb, at: string, limit = 100) {
  const rows = await db
    .selectFrom('payments')
    .select('id')
    .where('status', 'in', ['RECEIVED', 'PENDING'])
    .where('expires_at', 'is not', null)
    .where('expires_at', '<=', at)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Sandbox: the payment runs out at `at` instead. Answers false for a payment that never runs
 * out (it has no expiry to move).
 */
export async function moveExpiry(db: GatewayDb, paymentId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ expires_at: at })
    .where('id', '=', paymentId)
    .where('expires_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Open payments of these methods, newest first: what the sandbox apps list to approve. */
export async function findOpenPayments(
  db: GatewayDb,
  methods: readonly GatewayPayment['method'][],
  limit = 50,
): Promise<SandboxPayment[]> {
  const rows = await paymentsWithCards(db)
    .where('payments.status', 'in', ['RECEIVED', 'PENDING'])
    .where('payments.method', 'in', methods)
    .orderBy('payments.created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map(fromRow);
}
