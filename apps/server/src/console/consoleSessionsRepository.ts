import { hash, randomBytes } from 'node:crypto';
import { compiledOnce } from '../db/compiledOnce';
import type { Db } from '../db/database';
import { newId, nowIso } from '../ids';

/** A session ends after 30 minutes without a call, and 12 hours after sign-in whatever happens. */
const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** last_seen_at is written at most this often: not one write per call. */
const TOUCH_EVERY_MS = 60_000;

/** A stolen table yields no usable cookie: only the token's hash is stored (256 random bits). */
export const hashSessionToken = (token: string) => hash('sha256', token, 'hex');

export interface StoredSession {
  id: string;
  userId: string;
  csrfToken: string;
}

export function consoleSessionsRepository(db: Db) {
  /** Compiled once: every console call looks its session up. */
  const byTokenHash = compiledOnce(
    (tokenHash: string) =>
      db.selectFrom('console_sessions').selectAll().where('token_hash', '=', tokenHash),
    [hashSessionToken('')],
  );

  return {
    /** A new session; its token is returned once, for the cookie. */
    async create(userId: string): Promise<StoredSession & { token: string }> {
      const token = randomBytes(32).toString('base64url');
      const session = {
        id: newId('ses'),
        userId,
        csrfToken: randomBytes(32).toString('base64url'),
      };
      const now = nowIso();
      await db
        .insertInto('console_sessions')
        .values({
          id: session.id,
          token_hash: hashSessionToken(token),
          user_id: userId,
          csrf_token: session.csrfToken,
          created_at: now,
          last_seen_at: now,
        })
        .execute();
      return { ...session, token };
    },

    /** The live session of a cookie's token; an expired one is deleted and not returned. */
    async findLive(token: string, nowMs = Date.now()): Promise<StoredSession | undefined> {
      const [row] = (await byTokenHash(db, hashSessionToken(token))).rows;
      if (!row) return undefined;
      const idle = nowMs - Date.parse(row.last_seen_at);
      if (idle > SESSION_IDLE_MS || nowMs - Date.parse(row.created_at) > SESSION_ABSOLUTE_MS) {
        await db.deleteFrom('console_sessions').where('id', '=', row.id).execute();
        return undefined;
      }
      if (idle > TOUCH_EVERY_MS) {
        await db
          .updateTable('console_sessions')
          .set({ last_seen_at: new Date(nowMs).toISOString() })
          .where('id', '=', row.id)
          .execute();
      }
      return { id: row.id, userId: row.user_id, csrfToken: row.csrf_token };
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('console_sessions').where('id', '=', id).execute();
    },

    async removeAllOfUser(userId: string): Promise<void> {
      await db.deleteFrom('console_sessions').where('user_id', '=', userId).execute();
    },
  };
}
