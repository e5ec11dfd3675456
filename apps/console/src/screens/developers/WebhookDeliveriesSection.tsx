import { useEffect, useState } from 'react';
import { useServiceData } from '../../api/useServiceData';
import { DataTable } from '../../components/DataTable';
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
          <DataTable
            caption={t('developers.deliveries.title')}
            rows={items}
            rowKey={(delivery) => delivery.id}
            columns={[
              {
                header: t('developers.deliveries.event'),
                cell: (delivery) => (
                  <span className="stacked">
                    <span>{delivery.type}</span>
                    <code>{delivery.id}</code>
                  </span>
                ),
              },
              {
                header: t('developers.deliveries.created'),
                cell: (delivery) => formatDateTime(delivery.createdAt, language),
              },
              {
                header: t('developers.deliveries.state'),
                cell: (delivery) => (
                  <span className="stacked">
                    <span className={`delivery-state delivery-state--${delivery.state}`}>
                      {t(STATE_TEXT[delivery.state])}
                    </span>
                    {delivery.lastError ? (
                      <span className="field__hint">{delivery.lastError}</span>
                    ) : null}
                  </span>
                ),
              },
              {
                header: t('developers.deliveries.attempts'),
                cell: (delivery) => delivery.attempts,
              },
              { header: t('developers.deliveries.answers'), cell: answers },
              {
                header: t('table.actions'),
                actions: true,
                cell: (delivery) => (
                  <button
                    type="button"
                    className="button"
                    disabled={busyId === delivery.id}
                    aria-label={t('developers.deliveries.redeliverNamed', { id: delivery.id })}
                    onClick={() => void sendAgain(delivery)}
                  >
                    {t('developers.deliveries.redeliver')}
                  </button>
                ),
              },
            ]}
          />
        )}
      </ServiceList>
    </section>
  );
}
