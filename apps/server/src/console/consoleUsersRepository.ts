import type { Selectable } from 'kysely';
import type { ConsoleRole } from '@paypage/contract/consoleAccess';
import type { TeamUser } from '@paypage/contract/consoleSession';
import { compiledOnce } from '../db/compiledOnce';
import type { Db } from '../db/database';
import type { ConsoleUsersTable } from '../db/schema';
import { newId, nowIso } from '../ids';

export interface ConsoleUserRecord extends TeamUser {
  merchantId: string;
  passwordHash: string;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
}

/** One account per address, however it is capitalised; the address itself is kept as typed. */
export const emailKeyOf = (email: string) => email.trim().toLowerCase();

function toUser(row: Selectable<ConsoleUsersTable>): ConsoleUserRecord {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    email: row.email,
    name: row.name,
    role: row.role as ConsoleRole,
    totpEnabled: row.totp_secret !== null,
    disabled: row.disabled === 1,
    createdAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
    passwordHash: row.password_hash,
    totpSecret: row.totp_secret,
    totpPendingSecret: row.totp_pending_secret,
    totpLastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
  };
}

/** A user as the team list shows it: never the hash or a secret. */
export function teamUserOf(user: ConsoleUserRecord): TeamUser {
  const { id, email, name, role, totpEnabled, disabled, createdAt, lastSignInAt } = user;
  return { id, email, name, role, totpEnabled, disabled, createdAt, lastSignInAt };
}

export function consoleUsersRepository(db: Db) {
  /** Compiled once: every console call reads its session's user. */
  const byId = compiledOnce(
    (id: string) => db.selectFrom('console_users').selectAll().where('id', '=', id),
    ['usr_'],
  );

  return {
    /** Undefined when the address already has an account (the unique email_key). */
    async create(user: {
      merchantId: string;
      email: string;
      name: string;
      role: ConsoleRole;
      passwordHash: string;
    }): Promise<ConsoleUserRecord | undefined> {
      const id = newId('usr');
      const inserted = await db
        .insertInto('console_users')
        .values({
          id,
          merchant_id: user.merchantId,
          email: user.email.trim(),
          email_key: emailKeyOf(user.email),
          name: user.name,
          role: user.role,
          password_hash: user.passwordHash,
          disabled: 0,
          created_at: nowIso(),
        })
        .onConflict((conflict) => conflict.column('email_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted ? this.findById(id) : undefined;
    },

    async findById(id: string): Promise<ConsoleUserRecord | undefined> {
      const [row] = (await byId(db, id)).rows;
      return row && toUser(row);
    },

    async findByEmail(email: string): Promise<ConsoleUserRecord | undefined> {
      const row = await db
        .selectFrom('console_users')
        .selectAll()
        .where('email_key', '=', emailKeyOf(email))
        .executeTakeFirst();
      return row && toUser(row);
    },

    async listForMerchant(merchantId: string): Promise<ConsoleUserRecord[]> {
      const rows = await db
        .selectFrom('console_users')
        .selectAll()
        .where('merchant_id', '=', merchantId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toUser);
    },

    async countActiveAdmins(merchantId: string): Promise<number> {
      const row = await db
        .selectFrom('console_users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('merchant_id', '=', merchantId)
        .where('role', '=', 'admin')
        .where('disabled', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async setPasswordHash(id: string, passwordHash: string): Promise<void> {
      await db
        .updateTable('console_users')
        .set({ password_hash: passwordHash })
        .where('id', '=', id)
        .execute();
    },

    async setRole(id: string, role: ConsoleRole): Promise<void> {
      await db.updateTable('console_users').set({ role }).where('id', '=', id).execute();
    },

    async remove(id: string): Promise<void> {
      await db.deleteFrom('console_users').where('id', '=', id).execute();
    },

    async signedIn(id: string): Promise<void> {
      await db
        .updateTable('console_users')
        .set({ last_sign_in_at: nowIso() })
        .where('id', '=', id)
        .execute();
    },

    async setPendingTotpSecret(id: string, secret: string): Promise<void> {
      await db
        .updateTable('console_users')
        .set({ totp_pending_secret: secret })
        .where('id', '=', id)
        .execute();
    },

    async enableTotp(id: string, secret: string, step: number): Promise<void> {
      await db
        .updateTable('console_users')
        .set({ totp_secret: secret, totp_pending_secret: null, totp_last_step: step })
        .where('id', '=', id)
        .execute();
    },

    async disableTotp(id: string): Promise<void> {
      await db
        .updateTable('console_users')
        .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null })
        .where('id', '=', id)
        .execute();
    },

    /**
     * Takes a code's step as used, once: false when this step or a later one was used already
     * (two sign-ins racing with one code, or a replayed code).
     */
    async useTotpStep(id: string, step: number): Promise<boolean> {
      const result = await db
        .updateTable('console_users')
        .set({ totp_last_step: step })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
