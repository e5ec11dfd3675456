import { amountForInput, parseAmount } from '../../format/money';

/** The list's filters as the form holds them (what the merchant typed). */
export interface FilterForm {
  q: string;
  statuses: string[];
  method: string;
  currency: string;
  createdFrom: string;
  createdTo: string;
  amountMin: string;
  amountMax: string;
  sort: string;
}

export const SORTS = ['-createdAt', 'createdAt', '-amount', 'amount'] as const;

/**
 * The form from the address's query, which holds the API's own parameters (so a filtered list
 * can be bookmarked, and the CSV export takes the same query).
 */
export function formFromQuery(query: URLSearchParams, language: string): FilterForm {
  const currency = query.get('currency') ?? '';
  const amount = (name: string) => {
    const minor = query.get(name);
    return minor === null || !/^\d+$/.test(minor)
      ? ''
      : amountForInput(Number(minor), currency || 'EUR', language);
  };
  return {
    q: query.get('q') ?? '',
    statuses: (query.get('status') ?? '').split(',').filter(Boolean),
    method: query.get('method') ?? '',
    currency,
    createdFrom: (query.get('createdFrom') ?? '').slice(0, 10),
    createdTo: (query.get('createdTo') ?? '').slice(0, 10),
    amountMin: amount('amountMin'),
    amountMax: amount('amountMax'),
    sort: query.get('sort') ?? '-createdAt',
  };
}

export type FilterProblem = 'amountMin' | 'amountMax';

/**
 * The API's query from the form, or the fields that are not amounts. Dates are whole UTC days,
 * as the overview counts them; amounts in the chosen currency's minor units (two digits when no
 * currency is chosen).
 */
export function queryFromForm(
  form: FilterForm,
  language: string,
): { query: URLSearchParams } | { problems: FilterProblem[] } {
  const query = new URLSearchParams();
  const problems: FilterProblem[] = [];
  if (form.q.trim()) query.set('q', form.q.trim());
  if (form.statuses.length > 0) query.set('status', form.statuses.join(','));
  if (form.method) query.set('method', form.method);
  if (form.currency) query.set('currency', form.currency);
  if (form.createdFrom) query.set('createdFrom', `${form.createdFrom}T00:00:00.000Z`);
  if (form.createdTo) query.set('createdTo', `${form.createdTo}T23:59:59.999Z`);
  for (const name of ['amountMin', 'amountMax'] as const) {
    if (!form[name].trim()) continue;
    const minor = parseAmount(form[name], form.currency || 'EUR', language);
    if (minor === null) problems.push(name);
    else query.set(name, String(minor));
  }
  if (form.sort !== '-createdAt') query.set('sort', form.sort);
  return problems.length > 0 ? { problems } : { query };
}

/** The API's filter parameters; the search (q) and the sort are not filters. */
const FILTER_PARAMETERS = [
  'status',
  'method',
  'currency',
  'createdFrom',
  'createdTo',
  'amountMin',
  'amountMax',
] as const;

/** How many filters the list's query applies (the statuses count as one). */
export function activeFilterCount(query: URLSearchParams): number {
  return FILTER_PARAMETERS.filter((name) => (query.get(name) ?? '') !== '').length;
}
