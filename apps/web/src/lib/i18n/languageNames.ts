import type { PageLanguage } from '@paypage/contract/languageTags';

/**
 * The 42 languages of the page (SPEC §1's 30 and the twelve of issue 24), each by its own name,
 * for the language picker. Endonyms are proper names read by the speakers of that language,
 * whatever the page shows, so they live here and not in the catalogues. Adding a catalogue means
 * adding its name here too (a test checks it). zh is Simplified Chinese and zh-Hant Traditional:
 * the two names say which script each is written in.
 */
export const LANGUAGE_NAMES = {
  ar: 'العربية',
  bg: 'Български',
  ca: 'Català',
  cs: 'Čeština',
  da: 'Dansk',
  de: 'Deutsch',
  el: 'Ελληνικά',
  en: 'English',
  es: 'Español',
  et: 'Eesti',
  fa: 'فارسی',
  fi: 'Suomi',
  fil: 'Filipino',
  fr: 'Français',
  he: 'עברית',
  hi: 'हिन्दी',
  hr: 'Hrvatski',
  hu: 'Magyar',
  id: 'Bahasa Indonesia',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  lt: 'Lietuvių',
  lv: 'Latviešu',
  ms: 'Bahasa Melayu',
  mt: 'Malti',
  nl: 'Nederlands',
  no: 'Norsk',
  pl: 'Polski',
  pt: 'Português',
  ro: 'Română',
  ru: 'Русский',
  sk: 'Slovenčina',
  sl: 'Slovenščina',
  sr: 'Српски',
  sv: 'Svenska',
  th: 'ไทย',
  tr: 'Türkçe',
  uk: 'Українська',
  vi: 'Tiếng Việt',
  zh: '简体中文',
  'zh-Hant': '繁體中文',
  // Exactly the contract's languages: the page may send the shopper's pick to the gateway.
} as const satisfies Record<PageLanguage, string>;

/** A language the page can speak once its catalogue is there: de, ja, no, zh-Hant, … */
export type UiLanguage = keyof typeof LANGUAGE_NAMES;
