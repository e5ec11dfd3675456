import type { Theme } from '@paypage/contract/themeColours';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { useT } from '../../i18n/translator';
import type { ColourScheme } from './colourWarnings';
import { typedColours } from './colourWarnings';
import type { PageSettings } from './pageSettingsApi';
import { previewLinkPath } from './previewLink';

/** The messages of the page's preview listener (apps/web lib/theme/previewTheme.ts). */
const PREVIEW_THEME_MESSAGE = 'paypage:preview-theme';
const PREVIEW_READY_MESSAGE = 'paypage:preview-ready';

/** The widths the page is shown at, in CSS pixels, and a height that shows its first screen. */
const DEVICES = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;
type Device = keyof typeof DEVICES;

interface PagePreviewProps {
  /** The saved settings that decide the preview's methods: a new preview once they change. */
  settings: Pick<PageSettings, 'paypalMerchantId' | 'creditor'>;
  theme: Theme;
  darkTheme: Theme;
}

/** The width there is for the frame, followed as the window changes. */
function useAvailableWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? null));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

/**
 * The real payment page in a frame beside the form, in the colours being edited: at a phone's
 * width or a desktop's (scaled down to fit), in the light or the dark colours. The page listens
 * to its own origin's parent only; the frame is inert, a picture of the page that cannot be paid.
 */
export function PagePreview({ settings, theme, darkTheme }: PagePreviewProps) {
  const t = useT();
  const [path, setPath] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [device, setDevice] = useState<Device>('phone');
  const [scheme, setScheme] = useState<ColourScheme>('light');
  const frame = useRef<HTMLIFrameElement>(null);
  const { box, width: available } = useAvailableWidth();
  const name = useId();
  const description = t('settings.preview.linkDescription');
  const { paypalMerchantId, creditor } = settings;

  // Asked again when the saved PayPal or SEPA settings change: the service then shows them.
  const creditorId = creditor?.creditorId ?? null;
  useEffect(() => {
    let current = true;
    previewLinkPath(description).then(
      (found) => current && setPath(found),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [paypalMerchantId, creditorId, description]);

  const send = useCallback(() => {
    frame.current?.contentWindow?.postMessage(
      {
        type: PREVIEW_THEME_MESSAGE,
        theme: typedColours(theme),
        darkTheme: typedColours(darkTheme),
        scheme,
      },
      window.location.origin,
    );
  }, [theme, darkTheme, scheme]);

  // Every change of colour or scheme, and whenever the framed page says it listens (it loaded).
  useEffect(() => send(), [send]);
  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.origin !== window.location.origin) return;
      if (event.source !== frame.current?.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type === PREVIEW_READY_MESSAGE) send();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [send]);

  const size = DEVICES[device];
  const scale = available ? Math.min(1, available / size.width) : device === 'phone' ? 1 : 0.3;

  return (
    <section className="preview" aria-labelledby={`${name}-title`}>
      <h2 id={`${name}-title`}>{t('settings.preview.title')}</h2>
      <div className="preview__choices">
        <fieldset className="segmented">
          <legend>{t('settings.preview.width')}</legend>
          {(['phone', 'desktop'] as const).map((choice) => (
            <label key={choice}>
              <input
                type="radio"
                name={`${name}-device`}
                checked={device === choice}
                onChange={() => setDevice(choice)}
              />
              {t(choice === 'phone' ? 'settings.preview.phone' : 'settings.preview.desktop')}
            </label>
          ))}
        </fieldset>
        <fieldset className="segmented">
          <legend>{t('settings.preview.scheme')}</legend>
          {(['light', 'dark'] as const).map((choice) => (
            <label key={choice}>
              <input
                type="radio"
                name={`${name}-scheme`}
                checked={scheme === choice}
                onChange={() => setScheme(choice)}
              />
              {t(choice === 'light' ? 'settings.preview.light' : 'settings.preview.dark')}
            </label>
          ))}
        </fieldset>
      </div>
      <p className="field__hint">{t('settings.preview.hint')}</p>
      <div ref={box} className="preview__viewport">
        {failure ? <ErrorMessage error={failure} /> : null}
        {!failure && !path ? <Loading /> : null}
        {path ? (
          <div
            className="preview__stage"
            style={{ width: size.width * scale, height: size.height * scale }}
          >
            <iframe
              ref={frame}
              src={path}
              title={t('settings.preview.frameTitle')}
              width={size.width}
              height={size.height}
              className={
                scheme === 'dark' ? 'preview__frame preview__frame--dark' : 'preview__frame'
              }
              style={{ transform: `scale(${scale})` }}
              tabIndex={-1}
              inert
              onLoad={send}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
