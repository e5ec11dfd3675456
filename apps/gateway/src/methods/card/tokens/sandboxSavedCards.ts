import { SANDBOX_CARD_HOLDER, SANDBOX_SAVED_CARDS } from '@paypage/contract/sandboxTestCards';
import { insertCardSession } from '../sessions/cardSessionsRepository';
import { findCard, insertCard } from './cardsRepository';
import type { GatewayDb } from '../../../store/database';
import { keptOfNumber } from './tokenisedCard';

/** The session the sandbox's own cards belong to; no page can open it (its origin is none). */
const SANDBOX_SESSION_TOKEN = 'cs_sandbox_saved_cards';
const YEARS_VALID = 3;

/**
 * Puts the sandbox's always-known card tokens (SANDBOX_SAVED_CARDS) in the store, once. Like
 * any tokenised card they keep no number: only brand, first six and last four digits.
 */
export async function ensureSandboxSavedCards(db: GatewayDb, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const missing = [];
    for (const saved of SANDBOX_SAVED_CARDS) {
      if (!(await findCard(trx, saved.token))) missing.push(saved);
    }
    if (missing.length === 0) return;
    const createdAt = now.toISOString();
    // A session per seeding: the cards of an earlier one stay where they are.
    const sessionToken = `${SANDBOX_SESSION_TOKEN}_${now.getTime()}`;
    await insertCardSession(trx, {
      token: sessionToken,
      reference: 'sandbox',
      allowedOrigin: 'null',
      locale: null,
      theme: {},
      darkTheme: {},
      scheme: 'card',
      createdAt,
      expiresAt: createdAt,
    });
    for (const saved of missing) {
      await insertCard(trx, {
        token: saved.token,
        sessionToken,
        ...keptOfNumber(saved.number),
        expiryMonth: 12,
        expiryYear: now.getUTCFullYear() + YEARS_VALID,
        holder: SANDBOX_CARD_HOLDER,
        authenticationStatus: 'NoAuth',
        createdAt,
      });
    }
  });
}
