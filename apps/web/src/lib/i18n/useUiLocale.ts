import { useSyncExternalStore } from 'react';
import { currentCatalogue, subscribeToLanguage } from './translator';
import { uiLocaleTag } from './uiLanguage';

export interface UiLocale {
  /** The language the page speaks: de, en, … (always one with a catalogue). */
  language: string;
  /** ISO 3166 alpha-2 country of the link's locale: DE, KR, … */
  country: string;
  /** Both as a BCP 47 tag for Intl: de-AT, en-SG, … */
  tag: string;
}

/**
 * The page's language and country, for parts that live outside a loaded link (the footer):
 * loading a link sets them (showLanguage), and before that they are the fallback en + GB.
 */
export function useUiLocale(): UiLocale {
  const { language, country } = useSyncExternalStore(
    subscribeToLanguage,
    currentCatalogue,
    currentCatalogue,
  );
  return { language, country, tag: uiLocaleTag(language, country) };
}
