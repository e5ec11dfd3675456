import { catalogueLanguageOf as catalogueLanguageAmong } from '@paypage/contract/languageTags';
import { availableLanguages, FALLBACK_LANGUAGE } from './catalogues';
import { LINK_LOCALES } from './linkLocales';

/**
 * Country of a page without a link (session not found) or of a link whose locale is not in the
 * table: it goes with the English fallback, en_GB being the operator's English pages.
 */
export const FALLBACK_COUNTRY = 'GB';

/** de-at, DE_AT, de_AT → de_AT: merchants and browsers write locales every which way. */
function tableKeyOf(locale: string): string {
  const [language = '', country = ''] = locale.trim().split(/[_-]/);
  return `${language.toLowerCase()}_${country.toUpperCase()}`;
}

/**
 * The catalogue a locale or browser language reads, if we have one: fr-BE → fr, nb → no,
 * zh-TW → zh-Hant (the contract's rule, which the gateway's hosted pages follow too).
 */
const catalogueLanguageOf = (locale: string): string | undefined =>
  catalogueLanguageAmong(locale, availableLanguages());

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages;

/**
 * The language the page speaks for a link's locale. A locale of the table reads its language
 * (English where we have no catalogue: ga_IE → en). Any other locale, or none, reads its own
 * language if we have it (de_BE, de), else the browser's first language we have, else English.
 */
export function uiLanguageOf(
  locale: string | null | undefined,
  preferred: readonly string[] = browserLanguages(),
): string {
  const meaning = locale ? LINK_LOCALES[tableKeyOf(locale)] : undefined;
  if (meaning) return catalogueLanguageOf(meaning[0]) ?? FALLBACK_LANGUAGE;
  for (const candidate of locale ? [locale, ...preferred] : preferred) {
    const language = catalogueLanguageOf(candidate);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}

/**
 * de_AT → AT: the footer's legal links depend on it (SPEC §2). The operator has legal pages only
 * for the table's countries, so any other locale gets the fallback's.
 */
export function uiCountryOf(locale: string | null | undefined): string {
  return (locale && LINK_LOCALES[tableKeyOf(locale)]?.[1]) || FALLBACK_COUNTRY;
}

/** de + AT → de-AT: the BCP 47 tag Intl formats amounts, dates and numbers with. */
export function uiLocaleTag(language: string, country: string): string {
  return `${language}-${country}`;
}
