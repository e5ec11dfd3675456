import type { Selectable } from 'kysely';
import type { GatewayCard } from '@paypage/contract/cardPayments';
import type { TokenisedCard } from './tokenisedCard';
import type { CardsTable, GatewayDb } from '../../../store/database';

export async function insertCard(db: GatewayDb, card: TokenisedCard): Promise<void> {
  await db
    .insertInto('cards')
    .values({
      token: card.token,
      session_token: card.sessionToken,
      brand: card.brand,
      first_digits: card.firstDigits,
      last_digits: card.lastDigits,
      expiry_month: card.expiryMonth,
      expiry_year: card.expiryYear,
      holder: card.holder,
      issuing_country_code: card.issuingCountryCode,
      authentication_status: card.authenticationStatus,
      test_outcome: card.testOutcome,
      created_at: card.createdAt,
    })
    .execute();
}

export async function findCard(db: GatewayDb, token: string): Promise<TokenisedCard | undefined> {
  const row = await db
    .selectFrom('cards')
    .selectAll()
    .where('token', '=', token)
    .executeTakeFirst();
  return row && fromRow(row);
}

export async function countCardsOfSession(db: GatewayDb, sessionToken: string): Promise<number> {
  const row = await db
    .selectFrom('cards')
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .where('session_token', '=', sessionToken)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Once a payment has authenticated the card, a saved card of it counts as authenticated too. */
export async function setCardAuthenticationStatus(
  db: GatewayDb,
  token: string,
  status: GatewayCard['authenticationStatus'],
): Promise<void> {
  await db
    .updateTable('cards')
    .set({ authentication_status: status })
    .where('token', '=', token)
    .execute();
}

function fromRow(row: Selectable<CardsTable>): TokenisedCard {
  return {
    token: row.token,
    sessionToken: row.session_token,
    brand: row.brand,
    firstDigits: row.first_digits,
    lastDigits: row.last_digits,
    expiryMonth: row.expiry_month,
    expiryYear: row.expiry_year,
    holder: row.holder,
    issuingCountryCode: row.issuing_country_code,
    authenticationStatus: row.authentication_status,
    testOutcome: row.test_outcome,
    createdAt: row.created_at,
  };
}
