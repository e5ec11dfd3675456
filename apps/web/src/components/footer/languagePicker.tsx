import { useId } from 'react';
import { availableLanguages } from '../../lib/i18n/catalogues';
import { LANGUAGE_NAMES } from '../../lib/i18n/languageNames';
import { chooseLanguage } from '../../lib/i18n/translator';
import { useT } from '../../lib/i18n/useT';
import { useUiLocale } from '../../lib/i18n/useUiLocale';

const nameOf = (language: string): string =>
  LANGUAGE_NAMES[language as keyof typeof LANGUAGE_NAMES] ?? language;

/**
 * A native select: every browser, screen reader and phone knows how to use one. Each language is
 * offered by its own name and marked with its `lang`, so a screen reader pronounces 日本語 as
 * Japanese. Picking one switches the page in place; the payment on it stays as it is.
 */
export function LanguagePicker() {
  const t = useT();
  const { language } = useUiLocale();
  const id = useId();
  return (
    <div className="language-picker">
      <label htmlFor={id}>{t('footer.language')}</label>
      <select
        id={id}
        value={language}
        onChange={(event) => void chooseLanguage(event.target.value)}
      >
        {availableLanguages()
          .sort()
          .map((code) => (
            <option key={code} value={code} lang={code}>
              {nameOf(code)}
            </option>
          ))}
      </select>
    </div>
  );
}
