import { useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError } from '../../api/apiError';
import { useServiceData } from '../../api/useServiceData';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { ShownOnce } from '../../components/ShownOnce';
import { TextField } from '../../components/TextField';
import { useT } from '../../i18n/translator';
import type { WebhookEndpoint } from './developersApi';
import {
  fetchWebhookEndpoint,
  rotateWebhookSecret,
  saveWebhookEndpoint,
  sendTestEvent,
} from './developersApi';

/**
 * Where the service sends the merchant's webhooks, the secret that signs them (made anew and
 * shown once), and a test event to see a delivery arrive. `onQueued` tells the deliveries list
 * that an event was queued, so it shows it.
 */
export function WebhookEndpointSection({ onQueued }: { onQueued: () => void }) {
  const { result, reload } = useServiceData(fetchWebhookEndpoint);
  if (result.state === 'loading') return <Loading />;
  if (result.state === 'failed') return <ErrorMessage error={result.error} />;
  return <EndpointForm endpoint={result.data} reload={reload} onQueued={onQueued} />;
}

function EndpointForm({
  endpoint,
  reload,
  onQueued,
}: {
  endpoint: WebhookEndpoint;
  reload: () => void;
  onQueued: () => void;
}) {
  const t = useT();
  const [url, setUrl] = useState(endpoint.url ?? '');
  const [urlError, setUrlError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [rotating, setRotating] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await action();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  function save(event: FormEvent) {
    event.preventDefault();
    setUrlError(undefined);
    void run(async () => {
      try {
        // An empty field stops the webhooks: the service takes null for "no endpoint".
        const saved = await saveWebhookEndpoint(url.trim() === '' ? null : url.trim());
        if (saved.webhookSecret) setSecret(saved.webhookSecret);
        setNotice(saved.url ? t('developers.webhooks.saved') : t('developers.webhooks.stopped'));
        reload();
      } catch (failure) {
        const fieldError = failure instanceof ApiError ? failure.fieldMessages().url : undefined;
        if (!fieldError) throw failure;
        setUrlError(fieldError);
      }
    });
  }

  return (
    <section className="panel" aria-labelledby="webhook-endpoint-title">
      <h2 id="webhook-endpoint-title">{t('developers.webhooks.title')}</h2>
      <form className="inline-form" onSubmit={save} noValidate>
        <TextField
          label={t('developers.webhooks.url')}
          hint={t('developers.webhooks.urlHint')}
          type="url"
          inputMode="url"
          value={url}
          onChange={setUrl}
          error={urlError}
          maxLength={2048}
        />
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('developers.webhooks.save')}
        </button>
      </form>

      <h3>{t('developers.webhooks.secretTitle')}</h3>
      <p>
        {endpoint.hasSecret
          ? t('developers.webhooks.secretSet')
          : t('developers.webhooks.secretMissing')}
      </p>
      {secret ? (
        <ShownOnce
          label={t('developers.webhooks.newSecret')}
          value={secret}
          warning={t('developers.webhooks.newSecretWarning')}
          onDone={() => setSecret(null)}
        />
      ) : (
        <div className="actions">
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() =>
              endpoint.hasSecret
                ? setRotating(true)
                : void run(async () => {
                    const made = await rotateWebhookSecret();
                    setSecret(made.webhookSecret);
                    reload();
                  })
            }
          >
            {endpoint.hasSecret
              ? t('developers.webhooks.rotate')
              : t('developers.webhooks.createSecret')}
          </button>
          <button
            type="button"
            className="button"
            disabled={busy || !endpoint.url}
            onClick={() =>
              void run(async () => {
                const queued = await sendTestEvent();
                setNotice(t('developers.webhooks.testQueued', { id: queued.id }));
                onQueued();
              })
            }
          >
            {t('developers.webhooks.sendTest')}
          </button>
        </div>
      )}
      <p role="status">{notice}</p>
      {error ? <ErrorMessage error={error} /> : null}

      {rotating ? (
        <ConfirmDialog
          title={t('developers.webhooks.rotateTitle')}
          confirmLabel={t('developers.webhooks.rotate')}
          onConfirm={async () => {
            const made = await rotateWebhookSecret();
            setSecret(made.webhookSecret);
            reload();
          }}
          onClose={() => setRotating(false)}
        >
          <p>{t('developers.webhooks.rotateWarning')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
