import type { Selectable } from 'kysely';
import type { Theme } from '@paypage/contract/theme';
import type { CardSession } from './cardSession';
import type { CardSessionsTable, GatewayDb } from '../../../store/database';

export async function insertCardSession(db: GatewayDb, session: CardSession): Promise<void> {
  await db
    .insertInto('card_sessions')
    .values({
      token: session.token,
      reference: session.reference,
      allowed_origin: session.allowedOrigin,
      locale: session.locale,
      theme: JSON.stringify(session.theme),
      dark_theme: JSON.stringify(session.darkTheme),
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      scheme: session.scheme,
    })
    .execute();
}

export async function findCardSession(
  db: GatewayDb,
  token: string,
): Promise<CardSession | undefined> {
  const row = await db
    .selectFrom('card_sessions')
    .selectAll()
    .where('token', '=', token)
    .executeTakeFirst();
  return row && fromRow(row);
}

function fromRow(row: Selectable<CardSessionsTable>): CardSession {
  return {
    token: row.token,
    reference: row.reference,
    allowedOrigin: row.allowed_origin,
    locale: row.locale,
    theme: JSON.parse(row.theme) as Theme,
    darkTheme: JSON.parse(row.dark_theme) as Theme,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    scheme: row.scheme,
  };
}
