import { createHash, randomBytes } from 'node:crypto';
import type { ConsoleRole } from '@paypage/contract/consoleAccess';
import type { Db } from '../db/database';
import { newId, nowIso } from '../ids';

/** An invitation can be accepted for 7 days. */
const INVITATION_VALID_MS = 7 * 24 * 60 * 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface Invitation {
  id: string;
  merchantId: string;
  email: string;
  name: string;
  role: ConsoleRole;
  expiresAt: string;
}

export function invitationsRepository(db: Db) {
  return {
    /** The token goes into the URL shown once; only its hash is kept. */
    async create(invitation: Omit<Invitation, 'id' | 'expiresAt'>) {
      const token = randomBytes(32).toString('base64url');
      const id = newId('inv');
      const expiresAt = new Date(Date.now() + INVITATION_VALID_MS).toISOString();
      await db
        .insertInto('console_invitations')
        .values({
          id,
          merchant_id: invitation.merchantId,
          email: invitation.email,
          name: invitation.name,
          role: invitation.role,
          token_hash: hashToken(token),
          created_at: nowIso(),
          expires_at: expiresAt,
        })
        .execute();
      return { id, token, expiresAt };
    },

    /** Open invitations: neither accepted nor expired. */
    async listOpen(merchantId: string): Promise<Invitation[]> {
      const rows = await db
        .selectFrom('console_invitations')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .where('accepted_at', 'is', null)
        .where('expires_at', '>', nowIso())
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        merchantId: row.merchant_id,
        email: row.email,
        name: row.name,
        role: row.role as ConsoleRole,
        expiresAt: row.expires_at,
      }));
    },

    async withdraw(merchantId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('console_invitations')
        .where('merchant_id', '=', merchantId)
        .where('id', '=', id)
        .where('accepted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /**
     * Takes the invitation of a token, once: one conditional update marks it accepted, so two
     * accepts of one link cannot both make a user. Undefined when unknown, used or expired.
     */
    async take(token: string): Promise<Invitation | undefined> {
      const now = nowIso();
      const row = await db
        .updateTable('console_invitations')
        .set({ accepted_at: now })
        .where('token_hash', '=', hashToken(token))
        .where('accepted_at', 'is', null)
        .where('expires_at', '>', now)
        .returningAll()
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          merchantId: row.merchant_id,
          email: row.email,
          name: row.name,
          role: row.role as ConsoleRole,
          expiresAt: row.expires_at,
        }
      );
    },
  };
}
