// What a page in a language must and must not show: the page's own test helper, read the same way.
export {
  catalogueOf,
  englishSentencesNotIn,
  hasCatalogue,
  MISSING_KEY_MARKER,
  type Catalogue,
} from '../../apps/web/src/test/languageText';

/**
 * The page's 42 languages (SPEC §1's 30 and issue 24's twelve), each with a locale of the page's
 * table that a merchant would put on a link for it (nb_NO for Norwegian: what most Norwegian
 * shops send; zh_TW for Traditional Chinese).
 */
export const LINK_LOCALE_OF: Readonly<Record<string, string>> = {
  ar: 'ar_SA',
  bg: 'bg_BG',
  ca: 'ca_ES',
  cs: 'cs_CZ',
  da: 'da_DK',
  de: 'de_DE',
  el: 'el_GR',
  en: 'en_GB',
  es: 'es_ES',
  et: 'et_EE',
  fa: 'fa_IR',
  fi: 'fi_FI',
  fil: 'fil_PH',
  fr: 'fr_FR',
  he: 'he_IL',
  hi: 'hi_IN',
  hr: 'hr_HR',
  hu: 'hu_HU',
  id: 'id_ID',
  it: 'it_IT',
  ja: 'ja_JP',
  ko: 'ko_KR',
  lt: 'lt_LT',
  lv: 'lv_LV',
  ms: 'ms_MY',
  mt: 'mt_MT',
  nl: 'nl_NL',
  no: 'nb_NO',
  pl: 'pl_PL',
  pt: 'pt_PT',
  ro: 'ro_RO',
  ru: 'ru_RU',
  sk: 'sk_SK',
  sl: 'sl_SI',
  sr: 'sr_RS',
  sv: 'sv_SE',
  th: 'th_TH',
  tr: 'tr_TR',
  uk: 'uk_UA',
  vi: 'vi_VN',
  zh: 'zh_CN',
  'zh-Hant': 'zh_TW',
};
