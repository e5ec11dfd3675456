import type { CreateCardSessionBody } from '@paypage/contract/cardPayments';
import type { CardScheme } from '../../../hosted/assets/cardRules.js';
import { newCardSessionToken } from '../../../ids';
import type { GatewayDb } from '../../../store/database';
import { insertCardSession } from './cardSessionsRepository';
import { CARD_SESSION_TTL_MS, type CardSession } from './cardSession';

/**
 * Opens the hosted card form for one link and one framing origin. Apart from cardSession.ts,
 * which the repository reads its type from: the two would otherwise import each other.
 */
export async function createCardSession(
  db: GatewayDb,
  body: CreateCardSessionBody,
  allowedOrigin: string,
  now: Date,
  scheme: CardScheme = 'card',
): Promise<CardSession> {
  const session: CardSession = {
    scheme,
    token: newCardSessionToken(),
    reference: body.reference,
    allowedOrigin,
    locale: body.locale ?? null,
    theme: body.theme ?? {},
    darkTheme: body.darkTheme ?? {},
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + CARD_SESSION_TTL_MS).toISOString(),
  };
  await insertCardSession(db, session);
  return session;
}
