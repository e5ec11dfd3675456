/**
 * The 30 languages of SPEC §1, each by its own name, for the language picker. Endonyms are proper
 * names read by the speakers of that language, whatever the page shows, so they live here and
 * not in the catalogues. Adding a catalogue means adding its name here too (a test checks it).
 */
export const LANGUAGE_NAMES = {
  bg: 'Български',
  cs: 'Čeština',
  da: 'Dansk',
  de: 'Deutsch',
  el: 'Ελληνικά',
  en: 'English',
  es: 'Español',
  et: 'Eesti',
  fi: 'Suomi',
  fr: 'Français',
  hr: 'Hrvatski',
  hu: 'Magyar',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  lt: 'Lietuvių',
  lv: 'Latviešu',
  mt: 'Malti',
  nl: 'Nederlands',
  no: 'Norsk',
  pl: 'Polski',
  pt: 'Português',
  ro: 'Română',
  sk: 'Slovenčina',
  sl: 'Slovenščina',
  sv: 'Svenska',
  th: 'ไทย',
  tr: 'Türkçe',
  vi: 'Tiếng Việt',
  zh: '中文',
} as const;

/** A language the page can speak once its catalogue is there: de, ja, no, … */
export type UiLanguage = keyof typeof LANGUAGE_NAMES;
