import { CATALOGUE_METHODS } from '@paypage/contract/methodCatalogue';
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { methodName } from '../../components/methodNames';
import { isPhoneWidth } from '../../components/phoneWidth';
import { ScreenTitle } from '../../components/ScreenTitle';
import { TextField } from '../../components/TextField';
import { formatDateTime } from '../../format/dates';
import { CONSOLE_CURRENCIES, formatAmount } from '../../format/money';
import { useI18n } from '../../i18n/translator';
import type { MessageKey } from '../../i18n/translator';
import { useMay } from '../../session/sessionContext';
import type { FilterForm, FilterProblem } from './linkFilters';
import { activeFilterCount, formFromQuery, queryFromForm, SORTS } from './linkFilters';
import type { PaymentLinkSummary } from './linksApi';
import { exportAddress, listLinks } from './linksApi';
import { LINK_STATUSES, LinkStatusText, STATUS_LABELS } from './LinkStatusText';
import './links.css';

/** The rows of one query (the address's); rows of an earlier query mean the new ones load. */
type Rows =
  | { kind: 'loading' }
  | { kind: 'failed'; query: string; error: unknown }
  | { kind: 'shown'; query: string; links: PaymentLinkSummary[]; nextCursor: string | null };

/**
 * The merchant's links, newest first, with search, filters and sort kept in the address, pages
 * added with "Load more" (the service's cursor keeps them stable while links are created), and
 * the same filtered list as a CSV file.
 */
export default function LinksScreen() {
  const { t, language } = useI18n();
  const mayCreate = useMay('links:write');
  const [searchParams, setSearchParams] = useSearchParams();
  const [form, setForm] = useState<FilterForm>(() => formFromQuery(searchParams, language));
  const [problems, setProblems] = useState<FilterProblem[]>([]);
  const [loadedRows, setRows] = useState<Rows>({ kind: 'loading' });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<unknown>(null);
  // On a phone the filters would fill the first screen: they start folded, the search stays.
  const [filtersOpen, setFiltersOpen] = useState(() => !isPhoneWidth());
  const filtersId = useId();
  const query = searchParams.toString();
  const rows: Rows =
    loadedRows.kind !== 'loading' && loadedRows.query === query ? loadedRows : { kind: 'loading' };

  useEffect(() => {
    const controller = new AbortController();
    listLinks(new URLSearchParams(query), controller.signal).then(
      (page) => setRows({ kind: 'shown', query, ...page }),
      (error: unknown) => {
        if (!controller.signal.aborted) setRows({ kind: 'failed', query, error });
      },
    );
    return () => controller.abort();
  }, [query]);

  function applyFilters(event: FormEvent) {
    event.preventDefault();
    const result = queryFromForm(form, language);
    if ('problems' in result) {
      setProblems(result.problems);
      setFiltersOpen(true);
      return;
    }
    setProblems([]);
    setSearchParams(result.query);
  }

  async function loadMore() {
    if (rows.kind !== 'shown' || rows.nextCursor === null) return;
    const next = new URLSearchParams(query);
    next.set('cursor', rows.nextCursor);
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await listLinks(next);
      setRows({
        kind: 'shown',
        query,
        links: [...rows.links, ...page.links],
        nextCursor: page.nextCursor,
      });
    } catch (error) {
      setMoreError(error);
    } finally {
      setLoadingMore(false);
    }
  }

  const set =
    <K extends keyof FilterForm>(key: K) =>
    (value: FilterForm[K]) =>
      setForm((current) => ({ ...current, [key]: value }));

  return (
    <>
      <div className="screen-heading">
        <ScreenTitle>{t('nav.links')}</ScreenTitle>
        {mayCreate ? (
          <Link className="button button--primary" to="/links/new">
            {t('links.list.create')}
          </Link>
        ) : null}
      </div>
      <form className="link-filters" role="search" onSubmit={applyFilters}>
        <TextField
          label={t('links.list.search')}
          hint={t('links.list.searchHint')}
          type="search"
          value={form.q}
          onChange={set('q')}
        />
        <div className="link-filters__toggle">
          <button
            type="button"
            className="button disclosure"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen(!filtersOpen)}
          >
            {t('links.list.filters', { count: activeFilterCount(searchParams) })}
          </button>
        </div>
        <div id={filtersId} className="link-filters__more" hidden={!filtersOpen}>
          <fieldset className="link-filters__statuses">
            <legend>{t('links.list.status')}</legend>
            {LINK_STATUSES.map((status) => (
              <label key={status} className="check">
                <input
                  type="checkbox"
                  checked={form.statuses.includes(status)}
                  onChange={(event) =>
                    set('statuses')(
                      event.target.checked
                        ? [...form.statuses, status]
                        : form.statuses.filter((chosen) => chosen !== status),
                    )
                  }
                />
                {t(STATUS_LABELS[status])}
              </label>
            ))}
          </fieldset>
          <label className="field">
            <span>{t('links.list.method')}</span>
            <select value={form.method} onChange={(event) => set('method')(event.target.value)}>
              <option value="">{t('links.list.any')}</option>
              {CATALOGUE_METHODS.map((method) => (
                <option key={method} value={method}>
                  {methodName(method, t)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{t('links.list.currency')}</span>
            <select value={form.currency} onChange={(event) => set('currency')(event.target.value)}>
              <option value="">{t('links.list.any')}</option>
              {CONSOLE_CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          </label>
          <TextField
            label={t('links.list.createdFrom')}
            type="date"
            value={form.createdFrom}
            onChange={set('createdFrom')}
          />
          <TextField
            label={t('links.list.createdTo')}
            type="date"
            value={form.createdTo}
            onChange={set('createdTo')}
          />
          <TextField
            label={t('links.list.amountMin')}
            inputMode="decimal"
            value={form.amountMin}
            onChange={set('amountMin')}
            error={problems.includes('amountMin') ? t('links.list.amountInvalid') : undefined}
          />
          <TextField
            label={t('links.list.amountMax')}
            inputMode="decimal"
            value={form.amountMax}
            onChange={set('amountMax')}
            error={problems.includes('amountMax') ? t('links.list.amountInvalid') : undefined}
          />
          <label className="field">
            <span>{t('links.list.sort')}</span>
            <select value={form.sort} onChange={(event) => set('sort')(event.target.value)}>
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`links.sort.${sort}` as MessageKey)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="link-filters__actions">
          <button type="submit" className="button button--primary">
            {t('links.list.apply')}
          </button>
          <a className="button" href={exportAddress(searchParams)} download>
            {t('links.list.export')}
          </a>
        </div>
      </form>
      {rows.kind === 'loading' ? <Loading /> : null}
      {rows.kind === 'failed' ? <ErrorMessage error={rows.error} /> : null}
      {rows.kind === 'shown' ? (
        <>
          <p role="status" className="link-count">
            {t('links.list.shown', { count: rows.links.length })}
          </p>
          {rows.links.length > 0 ? (
            <div
              className="table-scroll"
              role="region"
              aria-label={t('links.list.tableLabel')}
              tabIndex={0}
            >
              <table className="links-table">
                <thead>
                  <tr>
                    <th scope="col">{t('links.list.columnLink')}</th>
                    <th scope="col">{t('links.list.columnAmount')}</th>
                    <th scope="col">{t('links.list.columnStatus')}</th>
                    <th scope="col">{t('links.list.columnCreated')}</th>
                    <th scope="col">{t('links.list.columnConsumer')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.links.map((link) => (
                    <tr key={link.uuid}>
                      <td>
                        <Link to={`/links/${link.uuid}`}>
                          {link.merchantReference ?? link.description ?? link.uuid}
                        </Link>
                        {link.merchantReference && link.description ? (
                          <span className="links-table__secondary">{link.description}</span>
                        ) : null}
                      </td>
                      <td className="number">
                        {formatAmount(link.amount, link.currency, language)}
                      </td>
                      <td>
                        <LinkStatusText status={link.status} />
                        {link.paidWith ? (
                          <span className="links-table__secondary">
                            {methodName(link.paidWith, t)}
                          </span>
                        ) : null}
                      </td>
                      <td>{formatDateTime(link.createdAt, language)}</td>
                      <td>{link.consumerReference ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p>{t('links.list.none')}</p>
          )}
          {moreError ? <ErrorMessage error={moreError} /> : null}
          {rows.nextCursor !== null ? (
            <button type="button" className="button" onClick={loadMore} disabled={loadingMore}>
              {loadingMore ? t('shell.loading') : t('links.list.loadMore')}
            </button>
          ) : null}
        </>
      ) : null}
    </>
  );
}
