import { shopperRefusalOf } from '@paypage/contract/refusalReasons';
import { useEffect, useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { ScreenTitle } from '../../components/ScreenTitle';
import { formatAmount } from '../../format/money';
import type { MessageKey } from '../../i18n/translator';
import { isMessageKey, useI18n } from '../../i18n/translator';
import { BarChart } from './BarChart';
import type { Overview } from './overviewApi';
import { fetchOverview } from './overviewApi';
import './overview.css';

/** A method's name in the catalogues, else its code (a method added on the server). */
function methodName(method: string, t: (key: MessageKey) => string): string {
  const key = `overview.method.${method}`;
  return isMessageKey(key) ? t(key) : method;
}

/** What a refusal code means, as the page tells the shopper, with the provider's code. */
function refusalName(reason: string, t: (key: MessageKey) => string): string {
  return t(`overview.refusal.${shopperRefusalOf(reason)}` as MessageKey);
}

/** Each currency paid in today or this month, with both totals. */
function paidByCurrency(overview: Overview) {
  const currencies = [
    ...new Set([...overview.paidToday, ...overview.paidThisMonth].map((row) => row.currency)),
  ].sort();
  const amountIn = (rows: Overview['paidToday'], currency: string) =>
    rows.find((row) => row.currency === currency)?.amount ?? 0;
  return currencies.map((currency) => ({
    currency,
    today: amountIn(overview.paidToday, currency),
    month: amountIn(overview.paidThisMonth, currency),
  }));
}

/**
 * How the merchant's links are doing: what was paid today and this month in each currency, how
 * many opened links were paid, with which methods, and why payments were refused. Days and
 * months are UTC, as the service counts them. Each chart has its numbers in a table.
 */
export default function OverviewScreen() {
  const { t, language } = useI18n();
  const [overview, setOverview] = useState<Overview | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    let current = true;
    fetchOverview().then(
      (answer) => current && setOverview(answer),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, []);

  const title = <ScreenTitle>{t('nav.overview')}</ScreenTitle>;
  if (failure) {
    return (
      <>
        {title}
        <ErrorMessage error={failure} />
      </>
    );
  }
  if (!overview) {
    return (
      <>
        {title}
        <Loading />
      </>
    );
  }

  const count = new Intl.NumberFormat(language);
  const share = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const paid = paidByCurrency(overview);
  const { opened, paid: paidLinks } = overview.funnel;
  const methods = [...overview.methodMix].sort((a, b) => b.count - a.count);
  const methodTotal = methods.reduce((total, row) => total + row.count, 0);
  const refusals = [...overview.refusalReasons].sort((a, b) => b.count - a.count);
  // The chart by what the shopper was told (providers' codes that mean the same are one bar).
  const refusalGroups = new Map<string, number>();
  for (const row of refusals) {
    const name = refusalName(row.reason, t);
    refusalGroups.set(name, (refusalGroups.get(name) ?? 0) + row.count);
  }

  return (
    <>
      {title}
      <p className="field__hint">{t('overview.utc')}</p>
      <div className="overview">
        <section className="overview__card" aria-labelledby="overview-paid">
          <h2 id="overview-paid">{t('overview.paid.title')}</h2>
          {paid.length === 0 ? (
            <p>{t('overview.paid.none')}</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('overview.paid.currency')}</th>
                  <th scope="col">{t('overview.paid.today')}</th>
                  <th scope="col">{t('overview.paid.month')}</th>
                </tr>
              </thead>
              <tbody>
                {paid.map((row) => (
                  <tr key={row.currency}>
                    <th scope="row">{row.currency}</th>
                    <td>{formatAmount(row.today, row.currency, language)}</td>
                    <td>{formatAmount(row.month, row.currency, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>

        <section className="overview__card" aria-labelledby="overview-funnel">
          <h2 id="overview-funnel">{t('overview.funnel.title')}</h2>
          <p className="overview__figure">
            {t('overview.funnel.summary', {
              opened: count.format(opened),
              paid: count.format(paidLinks),
              rate: share.format(opened === 0 ? 0 : paidLinks / opened),
            })}
          </p>
          {opened > 0 ? (
            <BarChart
              labels={[t('overview.funnel.opened'), t('overview.funnel.paid')]}
              values={[opened, paidLinks]}
            />
          ) : null}
          <table>
            <caption className="visually-hidden">{t('overview.funnel.title')}</caption>
            <tbody>
              <tr>
                <th scope="row">{t('overview.funnel.opened')}</th>
                <td>{count.format(opened)}</td>
              </tr>
              <tr>
                <th scope="row">{t('overview.funnel.paid')}</th>
                <td>{count.format(paidLinks)}</td>
              </tr>
            </tbody>
          </table>
        </section>

        <section className="overview__card" aria-labelledby="overview-methods">
          <h2 id="overview-methods">{t('overview.methods.title')}</h2>
          {methods.length === 0 ? (
            <p>{t('overview.methods.none')}</p>
          ) : (
            <>
              <BarChart
                labels={methods.map((row) => methodName(row.paymentMethod, t))}
                values={methods.map((row) => row.count)}
              />
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('overview.methods.method')}</th>
                    <th scope="col">{t('overview.methods.payments')}</th>
                    <th scope="col">{t('overview.methods.share')}</th>
                  </tr>
                </thead>
                <tbody>
                  {methods.map((row) => (
                    <tr key={row.paymentMethod}>
                      <th scope="row">{methodName(row.paymentMethod, t)}</th>
                      <td>{count.format(row.count)}</td>
                      <td>{share.format(methodTotal === 0 ? 0 : row.count / methodTotal)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </section>

        <section className="overview__card" aria-labelledby="overview-refusals">
          <h2 id="overview-refusals">{t('overview.refusals.title')}</h2>
          {refusals.length === 0 ? (
            <p>{t('overview.refusals.none')}</p>
          ) : (
            <>
              <BarChart labels={[...refusalGroups.keys()]} values={[...refusalGroups.values()]} />
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('overview.refusals.reason')}</th>
                    <th scope="col">{t('overview.refusals.code')}</th>
                    <th scope="col">{t('overview.refusals.count')}</th>
                  </tr>
                </thead>
                <tbody>
                  {refusals.map((row) => (
                    <tr key={row.reason}>
                      <th scope="row">{refusalName(row.reason, t)}</th>
                      <td>
                        <code>{row.reason}</code>
                      </td>
                      <td>{count.format(row.count)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </section>
      </div>
    </>
  );
}
