// What a page in a language must and must not show: the page's own test helper, read the same way.
export {
  catalogueOf,
  englishSentencesNotIn,
  hasCatalogue,
  MISSING_KEY_MARKER,
  type Catalogue,
} from '../../apps/web/src/test/languageText';

/**
 * SPEC §1's 30 languages, each with a locale of the page's table that a merchant would put on a
 * link for it (nb_NO for Norwegian: what most Norwegian shops send).
 */
export const LINK_LOCALE_OF: Readonly<Record<string, string>> = {
  bg: 'bg_BG',
  cs: 'cs_CZ',
  da: 'da_DK',
  de: 'de_DE',
  el: 'el_GR',
  en: 'en_GB',
  es: 'es_ES',
  et: 'et_EE',
  fi: 'fi_FI',
  fr: 'fr_FR',
  hr: 'hr_HR',
  hu: 'hu_HU',
  it: 'it_IT',
  ja: 'ja_JP',
  ko: 'ko_KR',
  lt: 'lt_LT',
  lv: 'lv_LV',
  mt: 'mt_MT',
  nl: 'nl_NL',
  no: 'nb_NO',
  pl: 'pl_PL',
  pt: 'pt_PT',
  ro: 'ro_RO',
  sk: 'sk_SK',
  sl: 'sl_SI',
  sv: 'sv_SE',
  th: 'th_TH',
  tr: 'tr_TR',
  vi: 'vi_VN',
  zh: 'zh_CN',
};
