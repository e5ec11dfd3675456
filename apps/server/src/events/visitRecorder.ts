import { nowIso } from '../ids';
import type { EventsRepository } from './eventsRepository';

/** How long a visit may wait in memory before it is written, and how many are written at once. */
const VISIT_FLUSH_MS = 200;
const VISITS_PER_WRITE = 500;

interface Visit {
  linkUuid: string;
  source: string | null;
  status: string;
  at: string;
}

/**
 * Records link visits (SPEC §6-7) without making the shopper's request wait on a write: the
 * visit is taken down in memory, with the time it happened, and written with the others of the
 * last VISIT_FLUSH_MS in one INSERT. A visit is analytics, not money: should the write fail,
 * it is logged and dropped rather than retried forever. Closing the app writes what is left.
 */
export function visitRecorder(
  events: EventsRepository,
  onLost: (error: unknown, visits: number) => void,
) {
  let pending: Visit[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = [];
    if (batch.length > 0) {
      writing = writing
        .then(() =>
          events.recordMany(
            batch.map((visit) => ({
              kind: 'link_visit' as const,
              linkUuid: visit.linkUuid,
              source: visit.source,
              detail: { status: visit.status },
              at: visit.at,
            })),
          ),
        )
        .catch((error: unknown) => onLost(error, batch.length));
    }
    return writing;
  }

  return {
    record(linkUuid: string, source: string | null, status: string): void {
      pending.push({ linkUuid, source, status, at: nowIso() });
      if (pending.length >= VISITS_PER_WRITE) void flush();
      // unref: a visit waiting to be written must not keep a process alive that is done.
      else timer ??= setTimeout(() => void flush(), VISIT_FLUSH_MS).unref();
    },
    /** Writes every visit taken down so far; resolves once they are stored. */
    flush,
  };
}

export type VisitRecorder = ReturnType<typeof visitRecorder>;
