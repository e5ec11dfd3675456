import { useState } from 'react';
import type { FormEvent } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { TextField } from '../../components/TextField';
import { useT } from '../../i18n/translator';
import { useSession } from '../../session/sessionContext';
import type { TotpEnrolment } from './accountApi';
import { confirmTotp, startTotp, turnOffTotp } from './accountApi';
import { TotpQrCode } from './TotpQrCode';

/** Six digits, as the authenticator shows them; spaces typed between groups are dropped. */
const CODE = /^[0-9]{6}$/;

/** The secret in groups of four, as authenticator apps show and ask for it. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Two-step sign-in: set up (the service makes a secret; the QR code and the secret as text for
 * the authenticator; a code confirms that it was added correctly), and turned off with a current
 * code, so a left-open session alone cannot remove it.
 */
export function TotpSection() {
  const t = useT();
  const { session } = useSession();
  const [enabled, setEnabled] = useState(session.user.totpEnabled);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);

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

  function withCode(action: (code: string) => Promise<void>) {
    return (event: FormEvent) => {
      event.preventDefault();
      const typed = code.replace(/\s/g, '');
      if (!CODE.test(typed)) {
        setCodeError(t('account.totp.codeFormat'));
        return;
      }
      setCodeError(undefined);
      void run(() => action(typed));
    };
  }

  const confirm = withCode(async (typed) => {
    await confirmTotp(typed);
    setEnabled(true);
    setEnrolment(null);
    setCode('');
    setNotice(t('account.totp.turnedOn'));
  });

  const turnOff = withCode(async (typed) => {
    await turnOffTotp(typed);
    setEnabled(false);
    setCode('');
    setNotice(t('account.totp.turnedOff'));
  });

  const codeField = (
    <TextField
      label={t('account.totp.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      value={code}
      onChange={setCode}
      error={codeError}
      required
    />
  );

  return (
    <section className="panel" aria-labelledby="totp-title">
      <h2 id="totp-title">{t('account.totp.title')}</h2>
      <p>{enabled ? t('account.totp.on') : t('account.totp.off')}</p>
      {!enabled && !enrolment ? (
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void run(async () => setEnrolment(await startTotp()))}
        >
          {t('account.totp.setUp')}
        </button>
      ) : null}
      {!enabled && enrolment ? (
        <>
          <p>{t('account.totp.scan')}</p>
          <TotpQrCode uri={enrolment.otpauthUri} label={t('account.totp.qrLabel')} />
          <p>{t('account.totp.orType')}</p>
          <p>
            {t('account.totp.secretLabel')}{' '}
            <code className="secret-text">{grouped(enrolment.secret)}</code>
          </p>
          <form className="inline-form" onSubmit={confirm} noValidate>
            {codeField}
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('account.totp.confirm')}
            </button>
          </form>
        </>
      ) : null}
      {enabled ? (
        <form className="inline-form" onSubmit={turnOff} noValidate>
          {codeField}
          <button type="submit" className="button button--danger" disabled={busy}>
            {t('account.totp.turnOff')}
          </button>
        </form>
      ) : null}
      <p role="status">{notice}</p>
      {error ? <ErrorMessage error={error} /> : null}
    </section>
  );
}
