import type { ConsoleRole } from '@paypage/contract/consoleAccess';
import { useState } from 'react';
import { useServiceData } from '../../api/useServiceData';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { formatDateTime } from '../../format/dates';
import { useI18n } from '../../i18n/translator';
import { CONSOLE_ROLE_CHOICES } from '../../session/consoleRoles';
import { useSession } from '../../session/sessionContext';
import type { TeamUser } from './teamApi';
import { changeRole, listUsers, removeUser } from './teamApi';

/**
 * The merchant's users: role (changed in place), two-step sign-in, last sign-in, and removing
 * one after a confirmation. The service keeps the last admin; its refusal is shown as it comes.
 * `onChanged` is told of each change the service made (for the audit log beside it).
 */
export function UsersSection({ onChanged }: { onChanged?: () => void }) {
  const { t, language } = useI18n();
  const { session } = useSession();
  const { result, reload } = useServiceData(listUsers);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TeamUser | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function chooseRole(user: TeamUser, role: ConsoleRole) {
    setBusyId(user.id);
    setError(null);
    setNotice(null);
    try {
      await changeRole(user.id, role);
      onChanged?.();
      setNotice(t('team.users.roleChanged', { name: user.name, role: t(`role.${role}`) }));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusyId(null);
      // Either way the list shows what the service holds (a refused change snaps back).
      reload();
    }
  }

  return (
    <section className="panel" aria-labelledby="users-title">
      <h2 id="users-title">{t('team.users.title')}</h2>
      <p role="status">{notice}</p>
      {error ? <ErrorMessage error={error} /> : null}
      {result.state === 'loading' ? <Loading /> : null}
      {result.state === 'failed' ? <ErrorMessage error={result.error} /> : null}
      {result.state === 'loaded' ? (
        <DataTable
          caption={t('team.users.title')}
          rows={result.data}
          rowKey={(user) => user.id}
          columns={[
            {
              header: t('team.users.name'),
              cell: (user) => (
                <span className="stacked">
                  <span>
                    {user.name}
                    {user.id === session.user.id ? ` ${t('team.users.you')}` : null}
                  </span>
                  <span className="field__hint">{user.email}</span>
                  {user.disabled ? (
                    <span className="field__hint">{t('team.users.disabled')}</span>
                  ) : null}
                </span>
              ),
            },
            {
              header: t('team.users.role'),
              cell: (user) => (
                <select
                  aria-label={t('team.users.roleOf', { name: user.name })}
                  value={user.role}
                  disabled={busyId === user.id}
                  onChange={(event) => void chooseRole(user, event.target.value as ConsoleRole)}
                >
                  {CONSOLE_ROLE_CHOICES.map((role) => (
                    <option key={role} value={role}>
                      {t(`role.${role}`)}
                    </option>
                  ))}
                </select>
              ),
            },
            {
              header: t('team.users.twoStep'),
              cell: (user) =>
                user.totpEnabled ? t('team.users.twoStepOn') : t('team.users.twoStepOff'),
            },
            {
              header: t('team.users.lastSignIn'),
              cell: (user) =>
                user.lastSignInAt
                  ? formatDateTime(user.lastSignInAt, language)
                  : t('team.users.never'),
            },
            {
              header: t('table.actions'),
              actions: true,
              cell: (user) => (
                <button
                  type="button"
                  className="button button--danger"
                  aria-label={t('team.users.removeNamed', { name: user.name })}
                  onClick={() => setRemoving(user)}
                >
                  {t('team.users.remove')}
                </button>
              ),
            },
          ]}
        />
      ) : null}

      {removing ? (
        <ConfirmDialog
          title={t('team.users.removeTitle', { name: removing.name })}
          confirmLabel={t('team.users.remove')}
          onConfirm={async () => {
            await removeUser(removing.id);
            onChanged?.();
            setNotice(t('team.users.removed', { name: removing.name }));
            reload();
          }}
          onClose={() => setRemoving(null)}
        >
          <p>{t('team.users.removeWarning', { email: removing.email })}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
