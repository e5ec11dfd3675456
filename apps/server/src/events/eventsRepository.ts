import type { Db } from '../db/database';
import { newId, nowIso } from '../ids';

export type EventKind =
  'link_visit' | 'asset_event' | 'transaction_event' | 'user_redirect' | 'gateway_webhook';

export interface RecordedEvent {
  id: string;
  kind: EventKind;
  linkUuid: string | null;
  source: string | null;
  detail: Record<string, unknown>;
  createdAt: string;
}

export function eventsRepository(db: Db) {
  return {
    async record(
      kind: EventKind,
      linkUuid: string | null,
      source: string | null,
      detail: Record<string, unknown>,
    ): Promise<{ id: string; recordedAt: string }> {
      const id = newId('ev');
      const recordedAt = nowIso();
      await db
        .insertInto('events')
        .values({
          id,
          kind,
          link_uuid: linkUuid,
          source,
          detail: JSON.stringify(detail),
          created_at: recordedAt,
        })
        .execute();
      return { id, recordedAt };
    },

    /** Several events in one INSERT: visits are written in batches (visitRecorder.ts). */
    async recordMany(
      events: readonly {
        kind: EventKind;
        linkUuid: string | null;
        source: string | null;
        detail: Record<string, unknown>;
        at: string;
      }[],
    ): Promise<void> {
      if (events.length === 0) return;
      await db
        .insertInto('events')
        .values(
          events.map((event) => ({
            id: newId('ev'),
            kind: event.kind,
            link_uuid: event.linkUuid,
            source: event.source,
            detail: JSON.stringify(event.detail),
            created_at: event.at,
          })),
        )
        .execute();
    },

    async listForLink(linkUuid: string, kind?: EventKind): Promise<RecordedEvent[]> {
      let query = db.selectFrom('events').selectAll().where('link_uuid', '=', linkUuid);
      if (kind) query = query.where('kind', '=', kind);
      const rows = await query.orderBy('created_at').orderBy('id').execute();
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind as EventKind,
        linkUuid: row.link_uuid,
        source: row.source,
        detail: JSON.parse(row.detail),
        createdAt: row.created_at,
      }));
    },
  };
}

export type EventsRepository = ReturnType<typeof eventsRepository>;
