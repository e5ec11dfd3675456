import type { ConsoleRole } from '@paypage/contract/consoleAccess';
import { useId, useState } from 'react';
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
import { CONSOLE_ROLE_CHOICES } from '../../session/consoleRoles';
import type { Invitation, IssuedInvitation } from './teamApi';
import { invite, listInvitations, revokeInvitation } from './teamApi';

type FieldErrors = Partial<Record<'email' | 'name', string>>;

/**
 * Inviting someone by email, name and role: the service answers with a link valid seven days,
 * shown once here for the admin to pass on. The pending invitations below can be withdrawn.
 * `onChanged` is told of each invitation made or withdrawn (for the audit log below).
 */
export function InvitationsSection({ onChanged }: { onChanged?: () => void }) {
  const { t, language } = useI18n();
  const roleId = useId();
  const { result, reload } = useServiceData(listInvitations);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<ConsoleRole>('support');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [issued, setIssued] = useState<(IssuedInvitation & { email: string }) | null>(null);
  const [revoking, setRevoking] = useState<Invitation | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing: FieldErrors = {};
    if (!email.includes('@')) missing.email = t('team.invite.emailInvalid');
    if (name.trim() === '') missing.name = t('team.invite.nameRequired');
    setFieldErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    setError(null);
    try {
      const made = await invite({ email: email.trim(), name: name.trim(), role });
      setIssued({ ...made, email: email.trim() });
      setEmail('');
      setName('');
      reload();
      onChanged?.();
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fieldMessages() : {};
      if (fields.email || fields.name) setFieldErrors({ email: fields.email, name: fields.name });
      else setError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="panel" aria-labelledby="invitations-title">
      <h2 id="invitations-title">{t('team.invite.title')}</h2>
      {issued ? (
        <ShownOnce
          label={t('team.invite.issued', { email: issued.email })}
          value={issued.invitationUrl}
          warning={t('team.invite.issuedWarning', {
            date: formatDateTime(issued.expiresAt, language),
          })}
          onDone={() => setIssued(null)}
        />
      ) : (
        <form className="inline-form" onSubmit={submit} noValidate>
          <TextField
            label={t('team.invite.email')}
            type="email"
            autoComplete="off"
            value={email}
            onChange={setEmail}
            error={fieldErrors.email}
            maxLength={254}
            required
          />
          <TextField
            label={t('team.invite.name')}
            autoComplete="off"
            value={name}
            onChange={setName}
            error={fieldErrors.name}
            maxLength={100}
            required
          />
          <div className="field">
            <label htmlFor={roleId}>{t('team.invite.role')}</label>
            <select
              id={roleId}
              value={role}
              onChange={(event) => setRole(event.target.value as ConsoleRole)}
            >
              {CONSOLE_ROLE_CHOICES.map((option) => (
                <option key={option} value={option}>
                  {t(`role.${option}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('team.invite.submit')}
          </button>
        </form>
      )}
      {error ? <ErrorMessage error={error} /> : null}

      <h3>{t('team.invitations.title')}</h3>
      <ServiceList result={result} empty={t('team.invitations.none')}>
        {(items) => (
          <DataTable
            caption={t('team.invitations.title')}
            rows={items}
            rowKey={(invitation) => invitation.id}
            columns={[
              {
                header: t('team.users.name'),
                cell: (invitation) => (
                  <span className="stacked">
                    <span>{invitation.name}</span>
                    <span className="field__hint">{invitation.email}</span>
                  </span>
                ),
              },
              { header: t('team.users.role'), cell: (invitation) => t(`role.${invitation.role}`) },
              {
                header: t('team.invitations.expires'),
                cell: (invitation) => formatDateTime(invitation.expiresAt, language),
              },
              {
                header: t('table.actions'),
                actions: true,
                cell: (invitation) => (
                  <button
                    type="button"
                    className="button button--danger"
                    aria-label={t('team.invitations.revokeNamed', { email: invitation.email })}
                    onClick={() => setRevoking(invitation)}
                  >
                    {t('team.invitations.revoke')}
                  </button>
                ),
              },
            ]}
          />
        )}
      </ServiceList>

      {revoking ? (
        <ConfirmDialog
          title={t('team.invitations.revokeTitle', { email: revoking.email })}
          confirmLabel={t('team.invitations.revoke')}
          onConfirm={async () => {
            await revokeInvitation(revoking.id);
            reload();
            onChanged?.();
          }}
          onClose={() => setRevoking(null)}
        >
          <p>{t('team.invitations.revokeWarning')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
