import type { SecurityAlert } from '@paypage/contract/securityReports';
import type { Db } from '../db/database';
import { newId, nowIso } from '../ids';

export function securityAlertsRepository(db: Db) {
  return {
    async baselineOf(target: string): Promise<string[] | undefined> {
      const row = await db
        .selectFrom('page_integrity_baselines')
        .select('fingerprint')
        .where('target', '=', target)
        .executeTakeFirst();
      return row && (JSON.parse(row.fingerprint) as string[]);
    },

    /** The first instance to record a target's baseline wins; others read it. */
    async recordBaseline(target: string, fingerprint: string[]): Promise<boolean> {
      const result = await db
        .insertInto('page_integrity_baselines')
        .values({ target, fingerprint: JSON.stringify(fingerprint), recorded_at: nowIso() })
        .onConflict((conflict) => conflict.column('target').doNothing())
        .executeTakeFirst();
      return result.numInsertedOrUpdatedRows === 1n;
    },

    /**
     * Moves the baseline from what this instance saw to the new fingerprint; only the instance
     * whose update lands raises the alert, so a change is reported once however many look.
     */
    async replaceBaseline(target: string, before: string[], after: string[]): Promise<boolean> {
      const result = await db
        .updateTable('page_integrity_baselines')
        .set({ fingerprint: JSON.stringify(after), recorded_at: nowIso() })
        .where('target', '=', target)
        .where('fingerprint', '=', JSON.stringify(before))
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    async raise(kind: SecurityAlert['kind'], detail: SecurityAlert['detail']): Promise<void> {
      await db
        .insertInto('security_alerts')
        .values({ id: newId('alr'), kind, detail: JSON.stringify(detail), detected_at: nowIso() })
        .execute();
    },

    async listRecent(limit: number): Promise<SecurityAlert[]> {
      const rows = await db
        .selectFrom('security_alerts')
        .selectAll()
        .orderBy('detected_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind as SecurityAlert['kind'],
        detail: JSON.parse(row.detail),
        detectedAt: row.detected_at,
      }));
    },
  };
}
