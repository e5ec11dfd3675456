import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError } from '../../api/apiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { TextField } from '../../components/TextField';
import { useT } from '../../i18n/translator';
import type { ConsoleSession } from '../../session/consoleSession';
import { acceptInvitation } from './invitationApi';
import './invitation.css';

/** As the service's NewPasswordSchema: a floor of 12 characters and no composition rule. */
const PASSWORD_MIN = 12;
const PASSWORD_MAX = 200;

type FieldErrors = Partial<Record<'name' | 'password' | 'repeat', string>>;

/** The token rides in the address's fragment, which browsers never send to a server. */
function tokenOfAddress(): string {
  try {
    return decodeURIComponent(window.location.hash.replace(/^#/, ''));
  } catch {
    // A malformed escape: not a token the service made.
    return '';
  }
}

/**
 * Joining a merchant's team: the invited person picks the name shown to colleagues and a
 * password (typed twice); the service answers with a session and the console opens.
 */
export default function InvitationScreen({
  onAccepted,
}: {
  onAccepted: (session: ConsoleSession) => void;
}) {
  const t = useT();
  const headingId = useId();
  const [token] = useState(tokenOfAddress);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    document.title = t('invitation.title');
  }, [t]);
  // Once read, the token leaves the address: not left in the history, not seen on a shared screen.
  useEffect(() => {
    if (token !== '') window.history.replaceState(null, '', window.location.pathname);
  }, [token]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: FieldErrors = {};
    if (name.trim() === '') problems.name = t('invitation.nameRequired');
    if (password.length < PASSWORD_MIN) {
      problems.password = t('invitation.passwordTooShort', { count: PASSWORD_MIN });
    }
    if (repeat !== password) problems.repeat = t('invitation.passwordsDiffer');
    setFieldErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    setError(null);
    try {
      onAccepted(await acceptInvitation({ token, name: name.trim(), password }));
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fieldMessages() : {};
      if (fields.name || fields.password) {
        setFieldErrors({ name: fields.name, password: fields.password });
      } else setError(failure);
      setBusy(false);
    }
  }

  return (
    <main className="invitation" id="main">
      {token === '' ? (
        <div className="invitation__form">
          <h1>{t('invitation.title')}</h1>
          <p role="alert">{t('invitation.noToken')}</p>
        </div>
      ) : (
        <form className="invitation__form" onSubmit={submit} aria-labelledby={headingId} noValidate>
          <h1 id={headingId}>{t('invitation.title')}</h1>
          <p>{t('invitation.explanation')}</p>
          <TextField
            label={t('invitation.name')}
            autoComplete="name"
            value={name}
            onChange={setName}
            error={fieldErrors.name}
            maxLength={100}
            required
          />
          <TextField
            label={t('invitation.password')}
            hint={t('invitation.passwordHint', { count: PASSWORD_MIN })}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            error={fieldErrors.password}
            maxLength={PASSWORD_MAX}
            required
          />
          <TextField
            label={t('invitation.repeat')}
            type="password"
            autoComplete="new-password"
            value={repeat}
            onChange={setRepeat}
            error={fieldErrors.repeat}
            maxLength={PASSWORD_MAX}
            required
          />
          {error ? <ErrorMessage error={error} /> : null}
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('invitation.submit')}
          </button>
        </form>
      )}
    </main>
  );
}
