import {
  cardDigits,
  normaliseHolder,
  parseExpiry,
  validateCardDetails,
} from '../../../hosted/assets/cardRules.js';
import type { CardDetailsInput, CardField, FieldReason } from '../../../hosted/assets/cardRules.js';
import { newCardToken } from '../../../ids';
import { findCardSession } from '../sessions/cardSessionsRepository';
import { countCardsOfSession, insertCard } from './cardsRepository';
import type { GatewayDb } from '../../../store/database';
import { isCardSessionExpired } from '../sessions/cardSession';
import type { TokenisedCard } from './tokenisedCard';
import { keptOfNumber } from './tokenisedCard';

/** More cards than a shopper retrying typos would need: beyond this, someone is testing cards. */
export const MAX_CARDS_PER_SESSION = 10;

export type TokeniseResult =
  | { outcome: 'tokenised'; card: TokenisedCard }
  | { outcome: 'invalid'; fields: Partial<Record<CardField, FieldReason>> }
  | { outcome: 'unknown_session' }
  | { outcome: 'expired_session' }
  | { outcome: 'too_many_cards' };

/**
 * Turns what the shopper typed into a card token. The number and the CVC live only in this
 * function's arguments: the record keeps the brand, the first six and last four digits, and the
 * test card's outcome, decided here once.
 */
export async function tokeniseCard(
  db: GatewayDb,
  sessionToken: string,
  details: CardDetailsInput,
  now: Date,
): Promise<TokeniseResult> {
  return db.transaction().execute(async (trx): Promise<TokeniseResult> => {
    const session = await findCardSession(trx, sessionToken);
    if (!session) return { outcome: 'unknown_session' };
    if (isCardSessionExpired(session, now)) return { outcome: 'expired_session' };
    const fields = validateCardDetails(details, now, session.scheme);
    const expiry = parseExpiry(details.expiry);
    if (Object.keys(fields).length > 0 || !expiry) return { outcome: 'invalid', fields };
    if ((await countCardsOfSession(trx, sessionToken)) >= MAX_CARDS_PER_SESSION) {
      return { outcome: 'too_many_cards' };
    }
    const card: TokenisedCard = {
      token: newCardToken(),
      sessionToken,
      ...keptOfNumber(cardDigits(details.number), session.scheme),
      expiryMonth: expiry.month,
      expiryYear: expiry.year,
      holder: normaliseHolder(details.holder),
      // 3-D Secure has not run yet; a payment that authenticates the card raises it.
      authenticationStatus: 'NoAuth',
      createdAt: now.toISOString(),
    };
    await insertCard(trx, card);
    return { outcome: 'tokenised', card };
  });
}
