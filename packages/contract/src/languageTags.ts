/**
 * How a language tag or a link's locale finds the catalogue it is read in, the same on the page
 * and on the gateway's hosted pages (a shopper must not meet two languages in one payment).
 * Catalogues are named by language (de, fil) and, for Chinese, by script (zh is Simplified,
 * zh-Hant Traditional).
 */

/**
 * The 42 catalogues the page and the gateway's hosted pages are written in (SPEC §1's 30 and
 * issue 24's twelve), by the names of their files. A shopper's pick in the page's footer is one of
 * these, and only these reach the gateway: a tag from the page is a choice among our catalogues,
 * not free text.
 */
export const PAGE_LANGUAGES = [
  'ar',
  'bg',
  'ca',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'et',
  'fa',
  'fi',
  'fil',
  'fr',
  'he',
  'hi',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'ms',
  'mt',
  'nl',
  'no',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'sl',
  'sr',
  'sv',
  'th',
  'tr',
  'uk',
  'vi',
  'zh',
  'zh-Hant',
] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

export const isPageLanguage = (tag: string): tag is PageLanguage =>
  (PAGE_LANGUAGES as readonly string[]).includes(tag);

/**
 * Subtags whose readers get another catalogue: Norwegian Bokmål (nb) and Nynorsk (nn) read the
 * one Norwegian catalogue (Bokmål); Tagalog (tl, as older systems send Filipino) reads Filipino;
 * iw and in are the codes Java and old Android still send for Hebrew and Indonesian.
 */
const LANGUAGE_ALIASES: Readonly<Record<string, string>> = {
  nb: 'no',
  nn: 'no',
  tl: 'fil',
  iw: 'he',
  in: 'id',
};

/** Chinese in Taiwan, Hong Kong and Macao is written in Traditional characters. */
const TRADITIONAL_CHINESE_REGIONS = new Set(['tw', 'hk', 'mo']);

/** The catalogues written right to left: Arabic, Hebrew and Persian (and Urdu, should it come). */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur']);

/**
 * The catalogue a locale or language tag reads, among those `available`: fr_BE → fr, nb-NO → no,
 * tl_PH → fil, zh_TW and zh-Hant → zh-Hant (else zh), zh-Hans-HK → zh. Case, - and _ do not
 * matter; undefined when none fits.
 */
export function catalogueLanguageOf(tag: string, available: readonly string[]): string | undefined {
  const [primary = '', ...rest] = tag.trim().toLowerCase().split(/[_-]/);
  const language = LANGUAGE_ALIASES[primary] ?? primary;
  if (language === 'zh' && !rest.includes('hans')) {
    const traditional =
      rest.includes('hant') || rest.some((s) => TRADITIONAL_CHINESE_REGIONS.has(s));
    // Traditional readers can read Simplified better than English, should zh-Hant be missing.
    if (traditional && available.includes('zh-Hant')) return 'zh-Hant';
  }
  return language !== '' && available.includes(language) ? language : undefined;
}

/** The direction a catalogue's language is written in, for `<html dir>`. */
export function textDirectionOf(language: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language.split('-')[0] ?? '') ? 'rtl' : 'ltr';
}
