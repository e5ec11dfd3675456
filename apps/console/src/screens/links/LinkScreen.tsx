import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Dialog } from '../../components/Dialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { methodName } from '../../components/methodNames';
import { ScreenTitle } from '../../components/ScreenTitle';
import { formatDateTime } from '../../format/dates';
import { formatAmount } from '../../format/money';
import { useI18n } from '../../i18n/translator';
import { useMay } from '../../session/sessionContext';
import { CopyButton } from './CopyButton';
import { LinkStatusText } from './LinkStatusText';
import { LinkTimeline } from './LinkTimeline';
import type { LinkTransaction, MoneyAction, PaymentLinkDetails, TimelineEvent } from './linksApi';
import { getLink, getTimeline, invalidateLink } from './linksApi';
import { PaymentActionDialog } from './PaymentActionDialog';
import './links.css';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'failed'; uuid: string; error: unknown }
  | { kind: 'shown'; uuid: string; link: PaymentLinkDetails; events: TimelineEvent[] };

/** What a transaction took and what of it may still be refunded (minor units). */
function refundable(transaction: LinkTransaction): number {
  const taken =
    transaction.capturedAmount ??
    (transaction.status === 'COMPLETED' || transaction.status === 'SETTLED'
      ? transaction.amount
      : 0);
  return Math.max(0, taken - (transaction.refundedAmount ?? 0));
}

/**
 * One link: its details, its transactions with refund (and capture/void while authorised), its
 * timeline, and invalidation while it can still be paid. Buttons appear only for the roles the
 * service would let through.
 */
export default function LinkScreen() {
  const { uuid = '' } = useParams();
  const { t, language } = useI18n();
  const mayInvalidate = useMay('links:write');
  const mayMoveMoney = useMay('payments:manage');
  const [latest, setLoaded] = useState<Loaded>({ kind: 'loading' });
  // Read again after a change (refund, invalidation); the screen shows the last answer meanwhile.
  const [version, setVersion] = useState(0);
  const loaded: Loaded =
    latest.kind !== 'loading' && latest.uuid === uuid ? latest : { kind: 'loading' };
  const [action, setAction] = useState<{
    transaction: LinkTransaction;
    action: MoneyAction;
  } | null>(null);
  const [invalidating, setInvalidating] = useState(false);
  const [invalidateError, setInvalidateError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    Promise.all([getLink(uuid), getTimeline(uuid)]).then(
      ([link, timeline]) =>
        current && setLoaded({ kind: 'shown', uuid, link, events: timeline.events }),
      (error: unknown) => current && setLoaded({ kind: 'failed', uuid, error }),
    );
    return () => {
      current = false;
    };
  }, [uuid, version]);
  const reload = () => setVersion((count) => count + 1);

  if (loaded.kind === 'loading') {
    return (
      <>
        <ScreenTitle>{t('links.link.title')}</ScreenTitle>
        <Loading />
      </>
    );
  }
  if (loaded.kind === 'failed') {
    return (
      <>
        <ScreenTitle>{t('links.link.title')}</ScreenTitle>
        <ErrorMessage error={loaded.error} />
        <Link to="/links">{t('links.link.back')}</Link>
      </>
    );
  }

  const { link, events } = loaded;
  const money = (minor: number) => formatAmount(minor, link.currency, language);

  async function invalidate() {
    setInvalidateError(null);
    try {
      await invalidateLink(link.uuid);
      setInvalidating(false);
      setNotice(t('links.link.invalidated'));
      reload();
    } catch (error) {
      setInvalidateError(error);
    }
  }

  return (
    <>
      <p>
        <Link to="/links">{t('links.link.back')}</Link>
      </p>
      <ScreenTitle>
        {link.merchantReference ?? link.description ?? t('links.link.title')}
      </ScreenTitle>
      <p role="status">{notice}</p>
      <section className="panel" aria-labelledby="link-details">
        <h2 id="link-details">{t('links.link.details')}</h2>
        <dl className="details">
          <dt>{t('links.list.columnStatus')}</dt>
          <dd>
            <LinkStatusText status={link.status} />
          </dd>
          <dt>{t('links.list.columnAmount')}</dt>
          <dd>{money(link.amount)}</dd>
          <dt>{t('links.new.description')}</dt>
          <dd>{link.description ?? '—'}</dd>
          <dt>{t('links.new.reference')}</dt>
          <dd>{link.merchantReference ?? '—'}</dd>
          <dt>{t('links.new.consumer')}</dt>
          <dd>{link.consumerReference ?? '—'}</dd>
          <dt>{t('links.new.methods')}</dt>
          <dd>{link.paymentMethods.map((method) => methodName(method, t)).join(', ')}</dd>
          <dt>{t('links.list.columnCreated')}</dt>
          <dd>{formatDateTime(link.dateCreated, language)}</dd>
          <dt>{t('links.link.expires')}</dt>
          <dd>
            {link.expirationDate
              ? formatDateTime(link.expirationDate, language)
              : t('links.link.never')}
          </dd>
          <dt>{t('links.link.address')}</dt>
          <dd className="link-url">{link.url}</dd>
        </dl>
        <div className="actions">
          <CopyButton text={link.url} label={t('links.copy.link')} />
          <a className="button" href={link.url} target="_blank" rel="noopener noreferrer">
            {t('links.new.open')}
          </a>
          {mayInvalidate && link.status === 'VALID' ? (
            <button
              type="button"
              className="button button--danger"
              onClick={() => setInvalidating(true)}
            >
              {t('links.link.invalidate')}
            </button>
          ) : null}
        </div>
      </section>
      <section className="panel" aria-labelledby="link-payments">
        <h2 id="link-payments">{t('links.link.payments')}</h2>
        {link.transactions.length === 0 ? (
          <p>{t('links.link.noPayments')}</p>
        ) : (
          <ul className="transactions">
            {link.transactions.map((transaction) => {
              const left = refundable(transaction);
              return (
                <li key={transaction.id} className="transaction">
                  <p>
                    {t('links.link.transaction', {
                      method: methodName(transaction.paymentMethod, t),
                      amount: money(transaction.amount),
                      status: t(`links.transaction.${transaction.status}`),
                      date: formatDateTime(transaction.createdAt, language),
                    })}
                  </p>
                  {transaction.refusalReason ? (
                    <p>{t('links.link.refusal', { reason: transaction.refusalReason })}</p>
                  ) : null}
                  {transaction.refundedAmount ? (
                    <p>{t('links.link.refunded', { amount: money(transaction.refundedAmount) })}</p>
                  ) : null}
                  {mayMoveMoney ? (
                    <div className="actions">
                      {left > 0 ? (
                        <button
                          type="button"
                          className="button"
                          onClick={() => setAction({ transaction, action: 'refunds' })}
                        >
                          {t('links.link.refund')}
                        </button>
                      ) : null}
                      {transaction.status === 'AUTHORIZED' ? (
                        <>
                          <button
                            type="button"
                            className="button"
                            onClick={() => setAction({ transaction, action: 'capture' })}
                          >
                            {t('links.link.capture')}
                          </button>
                          <button
                            type="button"
                            className="button"
                            onClick={() => setAction({ transaction, action: 'void' })}
                          >
                            {t('links.link.void')}
                          </button>
                        </>
                      ) : null}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section className="panel" aria-labelledby="link-timeline">
        <h2 id="link-timeline">{t('links.link.timeline')}</h2>
        <LinkTimeline events={events} currency={link.currency} />
      </section>
      {invalidating ? (
        <Dialog title={t('links.link.invalidateTitle')} onClose={() => setInvalidating(false)}>
          <p>{t('links.link.invalidateExplanation')}</p>
          {invalidateError ? <ErrorMessage error={invalidateError} /> : null}
          <div className="dialog__actions">
            <button type="button" className="button" onClick={() => setInvalidating(false)}>
              {t('links.payment.cancel')}
            </button>
            <button type="button" className="button button--danger" onClick={invalidate}>
              {t('links.link.invalidate')}
            </button>
          </div>
        </Dialog>
      ) : null}
      {action ? (
        <PaymentActionDialog
          uuid={link.uuid}
          transaction={action.transaction}
          action={action.action}
          remaining={
            action.action === 'capture' ? action.transaction.amount : refundable(action.transaction)
          }
          onClose={() => setAction(null)}
          onDone={() => {
            setNotice(t(`links.payment.done.${action.action}`));
            setAction(null);
            reload();
          }}
        />
      ) : null}
    </>
  );
}
