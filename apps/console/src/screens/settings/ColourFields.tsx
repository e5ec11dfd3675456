import { THEME_COLOUR_NAMES } from '@paypage/contract/themeColours';
import type { Theme, ThemeColourName } from '@paypage/contract/theme';
import { memo, useId, useRef, useState } from 'react';
import type { MessageKey } from '../../i18n/translator';
import { useI18n } from '../../i18n/translator';
import type { ColourScheme } from './colourWarnings';
import { contrastWarnings } from './colourWarnings';

/**
 * The colours most merchants set, shown first; the other colours of the theme on request (and
 * always those set or refused), so the form starts short.
 */
const MAIN_COLOURS: ReadonlySet<ThemeColourName> = new Set<ThemeColourName>([
  'primary',
  'onPrimary',
  'background',
  'surface',
  'text',
  'heading',
  'link',
  'border',
  'focus',
  'error',
  'success',
]);

/** Each colour's name in the catalogues (a test checks that every one has a text). */
export const colourLabelKey = (name: ThemeColourName) => `settings.colour.${name}` as MessageKey;

const HEX = /^#[0-9a-f]{6}$/i;

interface ColourFieldsProps {
  scheme: ColourScheme;
  /** What the merchant typed, colour by colour; an empty field is a colour not set. */
  theme: Theme;
  /** Every colour as the scheme draws it now: shown where none is set, and in the picker. */
  palette: Record<ThemeColourName, string>;
  /** The service's refusals, by colour name. */
  errors: Record<string, string>;
  /** One colour typed or picked ('' clears it); the same function on every render. */
  onColourChange: (name: ThemeColourName, hex: string) => void;
}

/** One scheme's colours: a picker and a #rrggbb field each, and what reads badly in them. */
export function ColourFields({
  scheme,
  theme,
  palette,
  errors,
  onColourChange,
}: ColourFieldsProps) {
  const { t, language } = useI18n();
  const hintId = useId();
  const [showAll, setShowAll] = useState(false);
  const grid = useRef<HTMLDivElement>(null);
  const shownNames = THEME_COLOUR_NAMES.filter(
    (name) => showAll || MAIN_COLOURS.has(name) || theme[name] || errors[name],
  );
  const warnings = contrastWarnings(palette, theme);
  const ratio = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });

  return (
    <fieldset className="colour-fields">
      <legend>{t(scheme === 'light' ? 'settings.colours.light' : 'settings.colours.dark')}</legend>
      <p id={hintId} className="field__hint">
        {t(scheme === 'light' ? 'settings.colours.lightHint' : 'settings.colours.darkHint')}
      </p>
      <div ref={grid} className="colour-fields__grid">
        {shownNames.map((name) => (
          <ColourField
            key={name}
            name={name}
            label={t(colourLabelKey(name))}
            pickLabel={t('settings.colours.pick', { colour: t(colourLabelKey(name)) })}
            value={theme[name] ?? ''}
            shown={palette[name]}
            error={errors[name]}
            hintId={hintId}
            onChange={onColourChange}
          />
        ))}
      </div>
      {showAll ? null : (
        <button
          type="button"
          className="button colour-fields__more"
          onClick={() => {
            // The button goes: the focus moves to the first colour it brought.
            const first = THEME_COLOUR_NAMES.find((name) => !shownNames.includes(name));
            setShowAll(true);
            requestAnimationFrame(() =>
              grid.current?.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus(),
            );
          }}
        >
          {t('settings.colours.showAll', { count: THEME_COLOUR_NAMES.length })}
        </button>
      )}
      {warnings.length > 0 ? (
        <div className="contrast-warnings">
          <h4>{t('settings.contrast.title')}</h4>
          <ul>
            {warnings.map((warning) => (
              <li key={`${warning.foreground}-${warning.background}`}>
                {t('settings.contrast.warning', {
                  foreground: t(colourLabelKey(warning.foreground)),
                  background: t(colourLabelKey(warning.background)),
                  ratio: ratio.format(warning.ratio),
                  minimum: ratio.format(warning.minimum),
                })}
              </li>
            ))}
          </ul>
          <p className="field__hint">{t('settings.contrast.adjusted')}</p>
        </div>
      ) : null}
    </fieldset>
  );
}

interface ColourFieldProps {
  name: ThemeColourName;
  label: string;
  pickLabel: string;
  value: string;
  shown: string;
  error: string | undefined;
  hintId: string;
  onChange: (name: ThemeColourName, hex: string) => void;
}

/** Drawn again only when its own colour, shade or error changes: there are eighty of them. */
const ColourField = memo(function ColourField({
  name,
  label,
  pickLabel,
  value,
  shown,
  error,
  hintId,
  onChange,
}: ColourFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="colour-field">
      <label htmlFor={id}>{label}</label>
      <input
        type="color"
        className="colour-field__picker"
        aria-label={pickLabel}
        value={HEX.test(value) ? value.toLowerCase() : shown}
        onChange={(event) => onChange(name, event.target.value)}
      />
      <input
        id={id}
        name={name}
        className="colour-field__hex"
        value={value}
        placeholder={shown}
        maxLength={7}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        onChange={(event) => onChange(name, event.target.value.trim())}
      />
      {error ? (
        <span id={errorId} className="field__error colour-field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
});
