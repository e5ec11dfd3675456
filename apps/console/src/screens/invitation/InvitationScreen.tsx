import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError } from '../../api/apiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { TextField } from '../../components/TextField';
import { useT } from '../../i18n/translator';
import type { ConsoleSession } from '../../session/consoleSession';
import { acceptInvitation } from '../../session/consoleSession';

/** The shortest password the form accepts; the service applies its own rule too. */
const MIN_PASSWORD_LENGTH = 12;

/**
 * Where an invitation's link leads (/console/invitation#<token>): the invited person gives their
 * name and a password and is signed in. The token travels in the fragment, which browsers never
 * send to a server or in a Referer, and is dropped from the address once read.
 */
export function InvitationScreen({
  onAccepted,
}: {
  onAccepted: (session: ConsoleSession) => void;
}) {
  const t = useT();
  const [token] = useState(() => decodeURIComponent(window.location.hash.slice(1)));
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = t('invitation.title');
    window.history.replaceState(null, '', window.location.pathname);
  }, [t]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = t('invitation.nameRequired');
    if (password.length < MIN_PASSWORD_LENGTH) {
      found.password = t('invitation.passwordShort', { length: MIN_PASSWORD_LENGTH });
    } else if (password !== repeated) found.repeated = t('invitation.passwordsDiffer');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      onAccepted(await acceptInvitation({ token, name: name.trim(), password }));
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldMessages());
      setFailure(error);
      setBusy(false);
    }
  }

  return (
    <main className="sign-in" id="main">
      <form className="sign-in__form" onSubmit={submit} noValidate aria-labelledby="invitation">
        <h1 id="invitation">{t('invitation.title')}</h1>
        {token ? (
          <>
            <p>{t('invitation.explanation')}</p>
            <TextField
              label={t('invitation.name')}
              autoComplete="name"
              value={name}
              onChange={setName}
              error={errors.name}
            />
            <TextField
              label={t('invitation.password')}
              type="password"
              autoComplete="new-password"
              hint={t('invitation.passwordHint', { length: MIN_PASSWORD_LENGTH })}
              value={password}
              onChange={setPassword}
              error={errors.password}
            />
            <TextField
              label={t('invitation.repeat')}
              type="password"
              autoComplete="new-password"
              value={repeated}
              onChange={setRepeated}
              error={errors.repeated}
            />
            {failure ? <ErrorMessage error={failure} /> : null}
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('invitation.submit')}
            </button>
          </>
        ) : (
          <p role="alert">{t('invitation.noToken')}</p>
        )}
      </form>
    </main>
  );
}
