import { availableLanguages, FALLBACK_LANGUAGE } from './catalogues';

/** de_AT → de; a language without a catalogue (or no locale at all) falls back to English. */
export function uiLanguageOf(locale: string | null | undefined): string {
  const language = locale?.split(/[_-]/)[0]?.toLowerCase();
  return language && availableLanguages().includes(language) ? language : FALLBACK_LANGUAGE;
}
