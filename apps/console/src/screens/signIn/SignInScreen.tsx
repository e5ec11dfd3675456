import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError } from '../../api/apiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useT } from '../../i18n/translator';
import type { ConsoleSession } from '../../session/consoleSession';
import { signIn } from '../../session/consoleSession';

interface SignInScreenProps {
  /** The service ended the session (idle, signed out elsewhere): say so above the form. */
  sessionEnded: boolean;
  onSignedIn: (session: ConsoleSession) => void;
}

/**
 * Email and password, then, when the account has two-factor sign-in, a second step asking for
 * the authenticator's code. The service answers an unknown email and a wrong password alike, and
 * so does this screen.
 */
export function SignInScreen({ sessionEnded, onSignedIn }: SignInScreenProps) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totpCode, setTotpCode] = useState('');
  const [askingCode, setAskingCode] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const headingId = useId();

  useEffect(() => {
    document.title = t('signIn.title');
  }, [t]);
  useEffect(() => {
    if (askingCode) codeField.current?.focus();
  }, [askingCode]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const session = await signIn(
        askingCode ? { email, password, totpCode: totpCode.trim() } : { email, password },
      );
      onSignedIn(session);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'TOTP_REQUIRED') {
        setAskingCode(true);
      } else {
        setError(failure);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="sign-in" id="main">
      <form className="sign-in__form" onSubmit={submit} aria-labelledby={headingId} noValidate>
        <h1 id={headingId}>{t('signIn.title')}</h1>
        {sessionEnded && !error ? <p role="status">{t('signIn.sessionEnded')}</p> : null}
        {askingCode ? (
          <>
            <p>{t('signIn.totpExplanation')}</p>
            <label className="field">
              <span>{t('signIn.totpCode')}</span>
              <input
                ref={codeField}
                name="totpCode"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]*"
                maxLength={6}
                required
                value={totpCode}
                onChange={(event) => setTotpCode(event.target.value)}
              />
            </label>
          </>
        ) : (
          <>
            <label className="field">
              <span>{t('signIn.email')}</span>
              <input
                name="email"
                type="email"
                autoComplete="username"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </label>
            <label className="field">
              <span>{t('signIn.password')}</span>
              <input
                name="password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </label>
          </>
        )}
        {error ? <ErrorMessage error={error} /> : null}
        <button type="submit" className="button button--primary" disabled={busy}>
          {askingCode ? t('signIn.verify') : t('signIn.submit')}
        </button>
        {askingCode ? (
          <button
            type="button"
            className="button"
            onClick={() => {
              setAskingCode(false);
              setTotpCode('');
              setError(null);
            }}
          >
            {t('signIn.back')}
          </button>
        ) : null}
      </form>
    </main>
  );
}
