import { useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError } from '../../api/apiError';
import { useServiceData } from '../../api/useServiceData';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { ErrorMessage } from '../../components/ErrorMessage';
import { ServiceList } from '../../components/ServiceList';
import { ShownOnce } from '../../components/ShownOnce';
import { TextField } from '../../components/TextField';
import { formatDateTime } from '../../format/dates';
import { useI18n } from '../../i18n/translator';
import type { ApiKey, IssuedApiKey } from './developersApi';
import { createApiKey, listApiKeys, revokeApiKey } from './developersApi';

/**
 * The merchant's API keys: which exist (by name and first characters — the service keeps only a
 * hash), a new one made with a name and shown once, and revoking one after a confirmation.
 */
export function ApiKeysSection() {
  const { t, language } = useI18n();
  const { result, reload } = useServiceData(listApiKeys);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [issued, setIssued] = useState<IssuedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  async function create(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') {
      setNameError(t('developers.apiKeys.nameRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    setNameError(undefined);
    try {
      setIssued(await createApiKey(name.trim()));
      setName('');
      reload();
    } catch (failure) {
      const fieldError = failure instanceof ApiError ? failure.fieldMessages().name : undefined;
      if (fieldError) setNameError(fieldError);
      else setError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="panel" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title">{t('developers.apiKeys.title')}</h2>
      <p className="field__hint">{t('developers.apiKeys.explanation')}</p>
      <ServiceList result={result} empty={t('developers.apiKeys.none')}>
        {(items) => (
          <DataTable
            caption={t('developers.apiKeys.title')}
            rows={items}
            rowKey={(key) => key.id}
            columns={[
              {
                header: t('developers.apiKeys.name'),
                cell: (key) => key.name ?? t('developers.apiKeys.unnamed'),
              },
              { header: t('developers.apiKeys.prefix'), cell: (key) => <code>{key.prefix}…</code> },
              {
                header: t('developers.apiKeys.created'),
                cell: (key) => formatDateTime(key.createdAt, language),
              },
              {
                header: t('developers.apiKeys.status'),
                cell: (key) =>
                  key.revokedAt
                    ? t('developers.apiKeys.revokedAt', {
                        date: formatDateTime(key.revokedAt, language),
                      })
                    : t('developers.apiKeys.active'),
              },
              {
                header: t('table.actions'),
                actions: true,
                cell: (key) =>
                  key.revokedAt ? null : (
                    <button
                      type="button"
                      className="button button--danger"
                      aria-label={t('developers.apiKeys.revokeNamed', {
                        name: key.name ?? key.prefix,
                      })}
                      onClick={() => setRevoking(key)}
                    >
                      {t('developers.apiKeys.revoke')}
                    </button>
                  ),
              },
            ]}
          />
        )}
      </ServiceList>

      {issued ? (
        <ShownOnce
          label={t('developers.apiKeys.issued', { name: issued.name ?? issued.prefix })}
          value={issued.key}
          warning={t('developers.apiKeys.issuedWarning')}
          onDone={() => setIssued(null)}
        />
      ) : (
        <form className="inline-form" onSubmit={create} noValidate>
          <TextField
            label={t('developers.apiKeys.newName')}
            hint={t('developers.apiKeys.newNameHint')}
            value={name}
            onChange={setName}
            error={nameError}
            maxLength={100}
            required
          />
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('developers.apiKeys.create')}
          </button>
        </form>
      )}
      {error ? <ErrorMessage error={error} /> : null}

      {revoking ? (
        <ConfirmDialog
          title={t('developers.apiKeys.revokeTitle', { name: revoking.name ?? revoking.prefix })}
          confirmLabel={t('developers.apiKeys.revoke')}
          onConfirm={async () => {
            await revokeApiKey(revoking.id);
            reload();
          }}
          onClose={() => setRevoking(null)}
        >
          <p>{t('developers.apiKeys.revokeWarning')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
