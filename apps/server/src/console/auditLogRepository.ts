import type { AuditEntry } from '@paypage/contract/consoleSession';
import type { Db } from '../db/database';
import { newId, nowIso } from '../ids';

export type AuditActor = AuditEntry['actor'];

export interface AuditRecord {
  merchantId: string;
  actor: AuditActor;
  action: string;
  target: string | null;
  details?: Record<string, unknown>;
}

/** A place in the log, newest first: the last entry of the page read. */
const encodeCursor = (at: string, id: string) => Buffer.from(`${at}|${id}`).toString('base64url');

function decodeCursor(cursor: string): { at: string; id: string } | undefined {
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString().split('|');
  return at && id && rest.length === 0 ? { at, id } : undefined;
}

export function auditLogRepository(db: Db) {
  return {
    async record({ merchantId, actor, action, target, details = {} }: AuditRecord): Promise<void> {
      await db
        .insertInto('audit_log')
        .values({
          id: newId('aud'),
          merchant_id: merchantId,
          at: nowIso(),
          actor_kind: actor.kind,
          actor_id: actor.id,
          actor_label: actor.label,
          action,
          target,
          details: JSON.stringify(details),
        })
        .execute();
    },

    /** Newest first, by (at, id) so that a page stays put while entries are added. */
    async page(
      merchantId: string,
      cursor: string | undefined,
      limit: number,
    ): Promise<{ entries: AuditEntry[]; nextCursor: string | null } | undefined> {
      const after = cursor === undefined ? undefined : decodeCursor(cursor);
      if (cursor !== undefined && !after) return undefined;
      let query = db.selectFrom('audit_log').selectAll().where('merchant_id', '=', merchantId);
      if (after) {
        query = query.where(({ or, and, eb }) =>
          or([eb('at', '<', after.at), and([eb('at', '=', after.at), eb('id', '<', after.id)])]),
        );
      }
      const rows = await query
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .execute();
      const entries = rows.slice(0, limit).map((row): AuditEntry => ({
        id: row.id,
        at: row.at,
        actor: {
          kind: row.actor_kind as AuditActor['kind'],
          id: row.actor_id,
          label: row.actor_label,
        },
        action: row.action,
        target: row.target,
        details: JSON.parse(row.details) as Record<string, unknown>,
      }));
      const last = entries.at(-1);
      return {
        entries,
        nextCursor: rows.length > limit && last ? encodeCursor(last.at, last.id) : null,
      };
    },
  };
}
