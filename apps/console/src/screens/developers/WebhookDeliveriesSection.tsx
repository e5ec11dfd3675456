import { useEffect, useState } from 'react';
import { useServiceData } from '../../api/useServiceData';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ServiceList } from '../../components/ServiceList';
import { formatDateTime } from '../../format/dates';
import { useI18n } from '../../i18n/translator';
import type { MessageKey } from '../../i18n/translator';
import type { DeliveryState, WebhookDelivery } from './developersApi';
import { listDeliveries, redeliver } from './developersApi';

const STATE_TEXT: Record<DeliveryState, MessageKey> = {
  PENDING: 'developers.deliveries.state.PENDING',
  DELIVERED: 'developers.deliveries.state.DELIVERED',
  FAILED: 'developers.deliveries.state.FAILED',
};

/**
 * The webhook outbox, newest first: each event's state, how often it was tried and what the
 * merchant's endpoint answered each time, and sending one again. `version` changes when the
 * endpoint section queued a test event.
 */
export function WebhookDeliveriesSection({ version }: { version: number }) {
  const { t, language } = useI18n();
  const { result, reload } = useServiceData(listDeliveries);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);

  async function sendAgain(delivery: WebhookDelivery) {
    setBusyId(delivery.id);
    setError(null);
    setNotice(null);
    try {
      await redeliver(delivery.id);
      setNotice(t('developers.deliveries.requeued', { id: delivery.id }));
      reload();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusyId(null);
    }
  }

  function answers(delivery: WebhookDelivery): string {
    if (delivery.history.length === 0) return t('developers.deliveries.notTried');
    return delivery.history
      .map((attempt) =>
        t('developers.deliveries.attempt', {
          at: formatDateTime(attempt.attemptedAt, language),
          answer:
            attempt.statusCode === null
              ? t('developers.deliveries.noAnswer')
              : String(attempt.statusCode),
        }),
      )
      .join('; ');
  }

  return (
    <section className="panel" aria-labelledby="deliveries-title">
      <div className="panel__heading">
        <h2 id="deliveries-title">{t('developers.deliveries.title')}</h2>
        <button type="button" className="button" onClick={reload}>
          {t('developers.deliveries.refresh')}
        </button>
      </div>
      <p role="status">{notice}</p>
      {error ? <ErrorMessage error={error} /> : null}
      <ServiceList result={result} empty={t('developers.deliveries.none')}>
        {(items) => (
          <div className="table-scroll">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t('developers.deliveries.event')}</th>
                  <th scope="col">{t('developers.deliveries.created')}</th>
                  <th scope="col">{t('developers.deliveries.state')}</th>
                  <th scope="col">{t('developers.deliveries.attempts')}</th>
                  <th scope="col">{t('developers.deliveries.answers')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('table.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((delivery) => (
                  <tr key={delivery.id}>
                    <td data-label={t('developers.deliveries.event')}>
                      <span className="stacked">
                        <span>{delivery.type}</span>
                        <code>{delivery.id}</code>
                      </span>
                    </td>
                    <td data-label={t('developers.deliveries.created')}>
                      {formatDateTime(delivery.createdAt, language)}
                    </td>
                    <td data-label={t('developers.deliveries.state')}>
                      <span className="stacked">
                        <span className={`delivery-state delivery-state--${delivery.state}`}>
                          {t(STATE_TEXT[delivery.state])}
                        </span>
                        {delivery.lastError ? (
                          <span className="field__hint">{delivery.lastError}</span>
                        ) : null}
                      </span>
                    </td>
                    <td data-label={t('developers.deliveries.attempts')}>{delivery.attempts}</td>
                    <td data-label={t('developers.deliveries.answers')}>{answers(delivery)}</td>
                    <td className="data-table__actions">
                      <button
                        type="button"
                        className="button"
                        disabled={busyId === delivery.id}
                        aria-label={t('developers.deliveries.redeliverNamed', { id: delivery.id })}
                        onClick={() => void sendAgain(delivery)}
                      >
                        {t('developers.deliveries.redeliver')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ServiceList>
    </section>
  );
}
