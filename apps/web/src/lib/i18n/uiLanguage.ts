import { availableLanguages, FALLBACK_LANGUAGE } from './catalogues';

/**
 * Country of a page without a link (session not found) or of a link whose locale names none:
 * it goes with the English fallback, en_GB being the operator's English pages.
 */
export const FALLBACK_COUNTRY = 'GB';

const COUNTRY = /^[A-Z]{2}$/;

/** de_AT → de; a language without a catalogue (or no locale at all) falls back to English. */
export function uiLanguageOf(locale: string | null | undefined): string {
  const language = locale?.split(/[_-]/)[0]?.toLowerCase();
  return language && availableLanguages().includes(language) ? language : FALLBACK_LANGUAGE;
}

/** de_AT → AT; the footer's legal links depend on it (SPEC §2). */
export function uiCountryOf(locale: string | null | undefined): string {
  const country = locale?.split(/[_-]/)[1]?.toUpperCase();
  return country && COUNTRY.test(country) ? country : FALLBACK_COUNTRY;
}
