import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { ApiError } from '../../api/apiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { useT } from '../../i18n/translator';
import { removeLogo, uploadLogo } from './pageSettingsApi';

/** As MAX_LOGO_BYTES in the contract's merchantLogo.ts: the service refuses a larger image. */
const MAX_LOGO_BYTES = 100 * 1024;
const LOGO_TYPES = ['image/png', 'image/webp', 'image/svg+xml'];

/** The file's bytes as base64: the data URL the browser reads it into, without its head. */
function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

type Problem = { kind: 'type' } | { kind: 'size' } | { kind: 'call'; error: unknown } | null;

/**
 * The logo the page's header shows: a PNG, WebP or SVG of at most 100 KB, uploaded at once (not
 * with the form's other settings), or removed. The service reads the image's type from its bytes
 * and cleans an SVG; this screen checks type and size first only to answer sooner.
 */
export function LogoField({ logoUrl }: { logoUrl: string | null }) {
  const t = useT();
  const [logo, setLogo] = useState(logoUrl);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const [status, setStatus] = useState<'uploaded' | 'removed' | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  async function run(action: () => Promise<void>, done: 'uploaded' | 'removed') {
    setBusy(true);
    setProblem(null);
    setStatus(null);
    try {
      await action();
      setStatus(done);
    } catch (error) {
      setProblem({ kind: 'call', error });
    } finally {
      setBusy(false);
    }
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!LOGO_TYPES.includes(file.type)) return setProblem({ kind: 'type' });
    if (file.size > MAX_LOGO_BYTES) return setProblem({ kind: 'size' });
    await run(async () => setLogo((await uploadLogo(await base64Of(file))).url), 'uploaded');
  }

  return (
    <fieldset className="logo-field">
      <legend>{t('settings.logo.legend')}</legend>
      {logo ? (
        <img className="logo-field__image" src={logo} alt={t('settings.logo.current')} />
      ) : (
        <p>{t('settings.logo.none')}</p>
      )}
      <label className="field">
        <span>{t('settings.logo.choose')}</span>
        <input
          ref={input}
          type="file"
          accept={LOGO_TYPES.join(',')}
          disabled={busy}
          aria-describedby={hintId}
          onChange={(event) => void choose(event)}
        />
      </label>
      <p id={hintId} className="field__hint">
        {t('settings.logo.hint')}
      </p>
      {logo ? (
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              try {
                await removeLogo();
              } catch (error) {
                // Already gone (removed elsewhere): what was asked for is so.
                if (!(error instanceof ApiError && error.status === 404)) throw error;
              }
              setLogo(null);
            }, 'removed')
          }
        >
          {t('settings.logo.remove')}
        </button>
      ) : null}
      <div role="status">
        {status === 'uploaded' ? t('settings.logo.uploaded') : null}
        {status === 'removed' ? t('settings.logo.removed') : null}
      </div>
      {problem?.kind === 'type' ? (
        <p className="field__error" role="alert">
          {t('settings.logo.wrongType')}
        </p>
      ) : null}
      {problem?.kind === 'size' ? (
        <p className="field__error" role="alert">
          {t('settings.logo.tooLarge')}
        </p>
      ) : null}
      {problem?.kind === 'call' ? <LogoError error={problem.error} /> : null}
    </fieldset>
  );
}

/** The service's refusal of the image itself (`body.image`) says what is wrong with it. */
function LogoError({ error }: { error: unknown }) {
  const image =
    error instanceof ApiError ? error.fields.find((f) => f.field.endsWith('image')) : undefined;
  if (!image) return <ErrorMessage error={error} />;
  return (
    <p className="field__error" role="alert">
      {image.message}
    </p>
  );
}
