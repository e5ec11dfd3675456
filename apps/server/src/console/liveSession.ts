import type { FastifyRequest } from 'fastify';
import type { Merchant } from '../merchants/merchant';
import type { MerchantsRepository } from '../merchants/merchantsRepository';
import type { ConsoleStore } from './consoleStore';
import type { ConsoleUserRecord } from './consoleUsersRepository';
import type { StoredSession } from './consoleSessionsRepository';
import { sessionTokenOf } from './sessionCookie';

export interface LiveSession {
  session: StoredSession;
  user: ConsoleUserRecord;
  merchant: Merchant;
}

/**
 * The session of the request's cookie, if it is live (not idle 30 minutes, not older than 12
 * hours) and its user still exists, is not disabled and belongs to a merchant.
 */
export async function liveSessionOf(
  request: FastifyRequest,
  store: ConsoleStore,
  merchants: MerchantsRepository,
): Promise<LiveSession | undefined> {
  const token = sessionTokenOf(request);
  const session = token === undefined ? undefined : await store.sessions.findLive(token);
  const user = session && (await store.users.findById(session.userId));
  if (!session || !user || user.disabled) return undefined;
  const merchant = await merchants.findById(user.merchantId);
  return merchant && { session, user, merchant };
}
