import type { Theme, ThemeColourName } from '@paypage/contract/themeColours';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError } from '../../api/apiError';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { ScreenTitle } from '../../components/ScreenTitle';
import { useT } from '../../i18n/translator';
import { ColourFields } from './ColourFields';
import { schemePalette } from './colourWarnings';
import { FrameOriginsField } from './FrameOriginsField';
import { LogoField } from './LogoField';
import type { PageSettings } from './pageSettingsApi';
import { fetchPageSettings, savePageSettings } from './pageSettingsApi';
import { PagePreview } from './PagePreview';
import { PaymentPageFields } from './PaymentPageFields';
import { fieldErrorsOf } from './settingsFieldErrors';
import type { SettingsDraft } from './settingsDraft';
import { changeOf, draftOf, draftProblems } from './settingsDraft';
import './settings.css';

/** The errors of one group of fields (`theme.primary` → `primary` for the theme's fields). */
function errorsUnder(errors: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([field]) => field.startsWith(`${prefix}.`))
      .map(([field, message]) => [field.slice(prefix.length + 1), message]),
  );
}

/** The theme with one colour set, or left out when cleared (''). */
function withColour(theme: Theme, name: ThemeColourName, hex: string): Theme {
  const others = Object.entries(theme).filter(([other]) => other !== name);
  return Object.fromEntries(hex === '' ? others : [...others, [name, hex]]) as Theme;
}

/** The fields the form shows an error beside; any other field's error is listed at the top. */
const PLACED =
  /^(theme|darkTheme)\.|^frameAncestors(\.|$)|^(defaultLocale|returnUrlTimer|paypalMerchantId)$|^creditor(\.|$)/;

/**
 * The look and behaviour of the merchant's payment page: its colours in light and dark with a
 * live preview of the real page, its logo, who may frame it, its default language and return
 * timer, and the PayPal and SEPA facts its methods need. Saved in one call; the service's
 * refusals are shown beside their fields.
 */
export default function SettingsScreen() {
  const t = useT();
  const [saved, setSaved] = useState<PageSettings | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [draft, setDraft] = useState<SettingsDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveError, setSaveError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [savedNow, setSavedNow] = useState(false);

  const change = useCallback((next: Partial<SettingsDraft>) => {
    setDraft((before) => before && { ...before, ...next });
    setSavedNow(false);
  }, []);
  const colourChange = useCallback(
    (scheme: 'theme' | 'darkTheme') => (name: ThemeColourName, hex: string) => {
      setDraft(
        (before) => before && { ...before, [scheme]: withColour(before[scheme], name, hex) },
      );
      setSavedNow(false);
    },
    [],
  );
  const lightChange = useMemo(() => colourChange('theme'), [colourChange]);
  const darkChange = useMemo(() => colourChange('darkTheme'), [colourChange]);

  useEffect(() => {
    let current = true;
    fetchPageSettings().then(
      (settings) => {
        if (!current) return;
        setSaved(settings);
        setDraft(draftOf(settings));
      },
      (error: unknown) => current && setLoadError(error),
    );
    return () => {
      current = false;
    };
  }, []);

  if (loadError) {
    return (
      <>
        <ScreenTitle>{t('nav.settings')}</ScreenTitle>
        <ErrorMessage error={loadError} />
      </>
    );
  }
  if (!saved || !draft) {
    return (
      <>
        <ScreenTitle>{t('nav.settings')}</ScreenTitle>
        <Loading />
      </>
    );
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    // Blank origins are dropped first, so the service's `frameAncestors.2` is the third row shown.
    const tidy = { ...draft, frameAncestors: draft.frameAncestors.filter((o) => o.trim() !== '') };
    setDraft(tidy);
    setSaveError(null);
    setSavedNow(false);
    const local = draftProblems(tidy, {
      colour: t('settings.colours.invalid'),
      whole: t('settings.returnTimer.invalid'),
    });
    setErrors(local);
    if (Object.keys(local).length > 0) {
      setSaveError(new ApiError(400, 'VALIDATION_FAILED', ''));
      return;
    }
    setBusy(true);
    try {
      const settings = await savePageSettings(changeOf(tidy));
      setSaved(settings);
      setDraft(draftOf(settings));
      setSavedNow(true);
    } catch (error) {
      setSaveError(error);
      if (error instanceof ApiError) setErrors(fieldErrorsOf(error.fields));
    } finally {
      setBusy(false);
    }
  }

  const unplaced = Object.entries(errors).filter(([field]) => !PLACED.test(field));
  return (
    <>
      <ScreenTitle>{t('nav.settings')}</ScreenTitle>
      {/* The preview follows the colours in the form's reading order, so on a phone it is right
          below the fields that change it; from 1100 px it stands beside the form, sticky. */}
      <form className="settings" onSubmit={save} noValidate>
        <section className="settings__section settings__colours">
          <h2>{t('settings.colours.title')}</h2>
          <ColourFields
            scheme="light"
            theme={draft.theme}
            palette={schemePalette('light', draft.theme, draft.darkTheme)}
            errors={errorsUnder(errors, 'theme')}
            onColourChange={lightChange}
          />
          <ColourFields
            scheme="dark"
            theme={draft.darkTheme}
            palette={schemePalette('dark', draft.theme, draft.darkTheme)}
            errors={errorsUnder(errors, 'darkTheme')}
            onColourChange={darkChange}
          />
        </section>
        <div className="settings__preview">
          <PagePreview settings={saved} theme={draft.theme} darkTheme={draft.darkTheme} />
        </div>
        <div className="settings__rest">
          <section className="settings__section">
            <h2>{t('settings.logo.title')}</h2>
            <LogoField logoUrl={saved.logoUrl} />
          </section>
          <section className="settings__section">
            <h2>{t('settings.frameOrigins.title')}</h2>
            <FrameOriginsField
              origins={draft.frameAncestors}
              errors={errors}
              onChange={(frameAncestors) => change({ frameAncestors })}
            />
          </section>
          <PaymentPageFields draft={draft} errors={errors} onChange={change} />
          <div className="settings__save">
            {saveError ? <ErrorMessage error={saveError} /> : null}
            {unplaced.length > 0 ? (
              <ul className="field__error">
                {unplaced.map(([field, message]) => (
                  <li key={field}>{`${field}: ${message}`}</li>
                ))}
              </ul>
            ) : null}
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('settings.save')}
            </button>
            <p role="status">{savedNow ? t('settings.saved') : ''}</p>
          </div>
        </div>
      </form>
    </>
  );
}
