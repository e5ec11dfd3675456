import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { ScreenTitle } from '../../components/ScreenTitle';
import { TextField } from '../../components/TextField';
import { formatDateTime } from '../../format/dates';
import { useI18n } from '../../i18n/translator';
import type { ConsumerSummary } from './consumersApi';
import { listConsumers } from './consumersApi';
import './consumers.css';

type Rows =
  | { kind: 'loading' }
  | { kind: 'failed'; q: string; error: unknown }
  | { kind: 'shown'; q: string; consumers: ConsumerSummary[]; nextCursor: string | null };

/** The consumers with saved payment details, searched by reference, a page at a time. */
export default function ConsumersScreen() {
  const { t, language } = useI18n();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const [loaded, setRows] = useState<Rows>({ kind: 'loading' });
  const [moreError, setMoreError] = useState<unknown>(null);
  const rows: Rows = loaded.kind !== 'loading' && loaded.q === q ? loaded : { kind: 'loading' };

  useEffect(() => {
    let current = true;
    listConsumers(q, null).then(
      (page) => current && setRows({ kind: 'shown', q, ...page }),
      (error: unknown) => current && setRows({ kind: 'failed', q, error }),
    );
    return () => {
      current = false;
    };
  }, [q]);

  function search(event: FormEvent) {
    event.preventDefault();
    setSearchParams(typed.trim() ? { q: typed.trim() } : {});
  }

  async function loadMore() {
    if (rows.kind !== 'shown' || rows.nextCursor === null) return;
    setMoreError(null);
    try {
      const page = await listConsumers(q, rows.nextCursor);
      setRows({
        kind: 'shown',
        q,
        consumers: [...rows.consumers, ...page.consumers],
        nextCursor: page.nextCursor,
      });
    } catch (error) {
      setMoreError(error);
    }
  }

  return (
    <>
      <ScreenTitle>{t('nav.consumers')}</ScreenTitle>
      <form className="consumer-search" role="search" onSubmit={search}>
        <TextField label={t('consumers.search')} type="search" value={typed} onChange={setTyped} />
        <button type="submit" className="button button--primary">
          {t('consumers.searchSubmit')}
        </button>
      </form>
      {rows.kind === 'loading' ? <Loading /> : null}
      {rows.kind === 'failed' ? <ErrorMessage error={rows.error} /> : null}
      {rows.kind === 'shown' ? (
        rows.consumers.length === 0 ? (
          <p>{t('consumers.none')}</p>
        ) : (
          <>
            <ul className="consumer-list">
              {rows.consumers.map((consumer) => (
                <li key={consumer.consumerReference}>
                  <Link to={`/consumers/${encodeURIComponent(consumer.consumerReference)}`}>
                    {consumer.consumerReference}
                  </Link>
                  <span className="consumer-list__facts">
                    {t('consumers.assetCount', { count: consumer.assetCount })}
                    {consumer.lastUsedAt
                      ? ` · ${t('consumers.lastUsed', {
                          date: formatDateTime(consumer.lastUsedAt, language),
                        })}`
                      : null}
                  </span>
                </li>
              ))}
            </ul>
            {moreError ? <ErrorMessage error={moreError} /> : null}
            {rows.nextCursor !== null ? (
              <button type="button" className="button" onClick={loadMore}>
                {t('links.list.loadMore')}
              </button>
            ) : null}
          </>
        )
      ) : null}
    </>
  );
}
