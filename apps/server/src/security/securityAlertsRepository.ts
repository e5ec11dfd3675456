import type {
  PageChangeAlert,
  PaymentMismatchAlert,
  SecurityAlert,
} from '@paypage/contract/securityReports';
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

    async raise(kind: PageChangeAlert['kind'], detail: PageChangeAlert['detail']): Promise<void> {
      await db
        .insertInto('security_alerts')
        .values({ id: newId('alr'), kind, detail: JSON.stringify(detail), detected_at: nowIso() })
        .execute();
    },

    /**
     * A payment the gateway reports otherwise than we hold it. The same report read again (each
     * reconciliation round reads an open payment anew) is one alert, not one per round; false
     * when it was raised already.
     */
    async raisePaymentMismatch(detail: PaymentMismatchAlert['detail']): Promise<boolean> {
      const kind: PaymentMismatchAlert['kind'] = 'gateway-amount-mismatch';
      const serialised = JSON.stringify(detail);
      const known = await db
        .selectFrom('security_alerts')
        .select('id')
        .where('kind', '=', kind)
        .where('detail', '=', serialised)
        .executeTakeFirst();
      if (known) return false;
      await db
        .insertInto('security_alerts')
        .values({ id: newId('alr'), kind, detail: serialised, detected_at: nowIso() })
        .execute();
      return true;
    },

    async listRecent(limit: number): Promise<SecurityAlert[]> {
      const rows = await db
        .selectFrom('security_alerts')
        .selectAll()
        .orderBy('detected_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(
        (row) =>
          ({
            id: row.id,
            kind: row.kind,
            detail: JSON.parse(row.detail),
            detectedAt: row.detected_at,
          }) as SecurityAlert,
      );
    },
  };
}
