import type { Selectable } from 'kysely';
import type { CardTransactionType } from '@paypage/contract/paymentSettings';
import type { CheckoutSessionsTable, GatewayDb } from '../../store/database';
import type { CheckoutSession } from './checkoutSession';

export async function insertCheckoutSession(db: GatewayDb, session: CheckoutSession) {
  await db
    .insertInto('checkout_sessions')
    .values({
      id: session.id,
      payment_id: session.paymentId,
      session_data: session.sessionData,
      client_key: session.clientKey,
      card_session_token: session.cardSessionToken,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
    })
    .execute();
}

export async function findCheckoutSession(
  db: GatewayDb,
  id: string,
): Promise<CheckoutSession | undefined> {
  const row = await db
    .selectFrom('checkout_sessions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && fromRow(row);
}

export async function findCheckoutSessionOfPayment(
  db: GatewayDb,
  paymentId: string,
): Promise<CheckoutSession | undefined> {
  const row = await db
    .selectFrom('checkout_sessions')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
  return row && fromRow(row);
}

export async function setCheckoutCardSession(db: GatewayDb, id: string, cardSessionToken: string) {
  await db
    .updateTable('checkout_sessions')
    .set({ card_session_token: cardSessionToken })
    .where('id', '=', id)
    .execute();
}

/**
 * A Bancontact card pays the checkout's payment: the card and what 3-D Secure needs (the origin
 * its frames post to) join the payment, once, while it is open and has no card yet.
 */
export async function attachCardToPayment(
  db: GatewayDb,
  paymentId: string,
  card: { token: string; transactionType: CardTransactionType; allowedOrigin: string },
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({
      card_token: card.token,
      transaction_type: card.transactionType,
      allowed_origin: card.allowedOrigin,
      authentication_status: 'NoAuth',
    })
    .where('id', '=', paymentId)
    .where('status', '=', 'PENDING')
    .where('card_token', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

function fromRow(row: Selectable<CheckoutSessionsTable>): CheckoutSession {
  return {
    id: row.id,
    paymentId: row.payment_id,
    sessionData: row.session_data,
    clientKey: row.client_key,
    cardSessionToken: row.card_session_token,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}
