import type { UiLanguage } from './languageNames';

/** What a link's locale means for the page: the language it speaks and the country it is for. */
export type LocaleMeaning = readonly [language: UiLanguage, country: string];

/**
 * The locales merchants put on a link (language_country, SPEC §1), by the language the page
 * speaks for them. Norwegian arrives as no, nb (Bokmål) or nn (Nynorsk); all read no.json, which
 * is Bokmål. Filipino arrives as fil_PH or, from older systems, as Tagalog tl_PH. Chinese in
 * Taiwan and Hong Kong is written in Traditional characters (zh-Hant), elsewhere in Simplified
 * (zh). Languages we have no catalogue for (the end of the en line) read English but keep their
 * country. Written as one string per language because the table is on the landing route's byte
 * budget.
 */
const LOCALES_BY_LANGUAGE: Readonly<Record<UiLanguage, string>> = {
  ar: 'ar_AE ar_SA',
  bg: 'bg_BG',
  ca: 'ca_ES',
  cs: 'cs_CZ',
  da: 'da_DK',
  de: 'de_AT de_BE de_CH de_DE de_LI de_LU',
  el: 'el_CY el_GR',
  en: 'en_AU en_CA en_GB en_HK en_IE en_IN en_MT en_NZ en_SG en_US en_ZA ga_IE is_IS',
  es: 'es_AR es_CL es_CO es_ES es_MX es_PE',
  et: 'et_EE',
  fa: 'fa_IR',
  fi: 'fi_FI',
  fil: 'fil_PH tl_PH',
  fr: 'fr_BE fr_CA fr_CH fr_FR fr_LU fr_MC',
  he: 'he_IL',
  hi: 'hi_IN',
  hr: 'hr_HR',
  hu: 'hu_HU',
  id: 'id_ID',
  it: 'it_CH it_IT',
  ja: 'ja_JP',
  ko: 'ko_KR',
  lt: 'lt_LT',
  lv: 'lv_LV',
  ms: 'ms_MY',
  mt: 'mt_MT',
  nl: 'nl_BE nl_NL',
  no: 'nb_NO nn_NO no_NO',
  pl: 'pl_PL',
  pt: 'pt_BR pt_PT',
  ro: 'ro_RO',
  ru: 'ru_RU',
  sk: 'sk_SK',
  sl: 'sl_SI',
  sr: 'sr_RS',
  sv: 'sv_FI sv_SE',
  th: 'th_TH',
  tr: 'tr_TR',
  uk: 'uk_UA',
  vi: 'vi_VN',
  zh: 'zh_CN zh_SG',
  'zh-Hant': 'zh_HK zh_TW',
};

/**
 * The one table of link locales: de_AT → [de, AT]. The country picks the footer's legal pages
 * (SPEC §2) and, with the language, how amounts and dates are written. A locale not in this
 * table falls back to the shopper's browser (uiLanguage.ts).
 */
export const LINK_LOCALES: Readonly<Record<string, LocaleMeaning>> = Object.fromEntries(
  Object.entries(LOCALES_BY_LANGUAGE).flatMap(([language, locales]) =>
    locales
      .split(' ')
      .map((locale) => [locale, [language as UiLanguage, locale.split('_')[1] ?? ''] as const]),
  ),
);
