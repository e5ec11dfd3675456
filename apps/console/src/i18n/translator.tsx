import { IntlMessageFormat } from 'intl-messageformat';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import de from './de.json';
import en from './en.json';

/**
 * The console's texts: one catalogue per language, ICU messages, English and German complete
 * (a test compares their keys and placeholders). English is the key set: a key missing in
 * English does not type-check.
 */
export type MessageKey = keyof typeof en;
export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

const CATALOGUES: Record<Language, Record<string, string>> = { en, de };
const LANGUAGE_KEY = 'paypage.console.language';

/** The user's earlier choice, else the browser's first language we have, else English. */
function startingLanguage(): Language {
  const chosen = globalThis.localStorage?.getItem(LANGUAGE_KEY);
  if (chosen === 'en' || chosen === 'de') return chosen;
  const preferred = globalThis.navigator?.languages ?? [];
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    if (language === 'en' || language === 'de') return language;
  }
  return 'en';
}

/** Whether a key is in the catalogues: a problem's code has a text of its own, or not. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

function translatorFor(language: Language): Translate {
  const formats = new Map<string, IntlMessageFormat>();
  return (key, values) => {
    let format = formats.get(key);
    if (!format) {
      format = new IntlMessageFormat(CATALOGUES[language][key] ?? en[key], language);
      formats.set(key, format);
    }
    return String(format.format(values));
  };
}

interface I18n {
  language: Language;
  t: Translate;
  chooseLanguage: (language: Language) => void;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({
  initialLanguage,
  children,
}: {
  initialLanguage?: Language;
  children: ReactNode;
}) {
  const [language, setLanguage] = useState<Language>(() => initialLanguage ?? startingLanguage());
  const chooseLanguage = useCallback((next: Language) => {
    globalThis.localStorage?.setItem(LANGUAGE_KEY, next);
    setLanguage(next);
  }, []);
  const value = useMemo(
    () => ({ language, t: translatorFor(language), chooseLanguage }),
    [language, chooseLanguage],
  );
  // The document's language follows, for screen readers' pronunciation.
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n outside I18nProvider');
  return i18n;
}

export const useT = (): Translate => useI18n().t;
