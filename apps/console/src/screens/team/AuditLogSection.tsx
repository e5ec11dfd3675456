import { useEffect, useState } from 'react';
import { DataTable } from '../../components/DataTable';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { formatDateTime } from '../../format/dates';
import { useI18n } from '../../i18n/translator';
import { auditActionText } from './auditActionText';
import type { AuditEntry } from './teamApi';
import { auditLogPage } from './teamApi';

/**
 * The details as short "name: value" text; values the service sent as objects stay JSON. The
 * answer's HTTP status is left out: every logged call succeeded, and "200" tells a merchant
 * nothing the action's words do not.
 */
function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .filter(([key]) => key !== 'statusCode')
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

/** The action in words; one without a text of ours by its name, so it still says something. */
function AuditAction({ action }: { action: string }) {
  const { t } = useI18n();
  const text = auditActionText(action, t);
  if (text !== null) return <span>{text}</span>;
  return (
    <span>
      {t('team.audit.action.other')} <code>{action}</code>
    </span>
  );
}

/**
 * Who did what, when, to what: newest first, a page at a time with the service's cursor
 * ("Load more" adds the next page below, so the reader keeps their place). A new `changes`
 * count (a change made elsewhere on the screen) reads the first page again, so the change the
 * admin just made is listed without a reload.
 */
export function AuditLogSection({ changes = 0 }: { changes?: number }) {
  const { t, language } = useI18n();
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);

  // The first page: set from the answer's callback (the effect itself sets nothing).
  useEffect(() => {
    let current = true;
    auditLogPage(null).then(
      (page) => {
        if (!current) return;
        setEntries(page.entries);
        setNextCursor(page.nextCursor);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(failure);
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [changes]);

  async function loadMore(cursor: string) {
    setLoading(true);
    setError(null);
    try {
      const page = await auditLogPage(cursor);
      setEntries((earlier) => [...earlier, ...page.entries]);
      setNextCursor(page.nextCursor);
    } catch (failure) {
      setError(failure);
    } finally {
      setLoading(false);
    }
  }

  /** A user by name with the recorded email beneath; others (and removed users) by label. */
  function actorCell({ actor }: AuditEntry) {
    if (actor.kind === 'user' && actor.name !== undefined) {
      return (
        <span className="stacked">
          <span>{actor.name}</span>
          <span className="field__hint">{actor.label}</span>
        </span>
      );
    }
    return t(`team.audit.actor.${actor.kind}`, { label: actor.label });
  }

  return (
    <section className="panel" aria-labelledby="audit-title">
      <h2 id="audit-title">{t('team.audit.title')}</h2>
      {entries.length > 0 ? (
        <DataTable
          caption={t('team.audit.title')}
          rows={entries}
          rowKey={(entry) => entry.id}
          columns={[
            { header: t('team.audit.when'), cell: (entry) => formatDateTime(entry.at, language) },
            { header: t('team.audit.who'), cell: actorCell },
            {
              header: t('team.audit.what'),
              cell: (entry) => (
                <span className="stacked">
                  <AuditAction action={entry.action} />
                  {detailsText(entry.details) ? (
                    <span className="field__hint">{detailsText(entry.details)}</span>
                  ) : null}
                </span>
              ),
            },
            { header: t('team.audit.target'), cell: (entry) => entry.target ?? '—' },
          ]}
        />
      ) : null}
      {!loading && !error && entries.length === 0 ? <p>{t('team.audit.none')}</p> : null}
      {loading ? <Loading /> : null}
      {error ? <ErrorMessage error={error} /> : null}
      {nextCursor !== null && !loading ? (
        <button type="button" className="button" onClick={() => void loadMore(nextCursor)}>
          {t('team.audit.more')}
        </button>
      ) : null}
    </section>
  );
}
