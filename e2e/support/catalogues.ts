import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The page's text catalogues, read from the web app's source: what each language should show,
 * to find its headings by name and to know which English sentences must not show. Every i18n
 * folder of the page's source together (the shell's and those of features and shared method
 * parts): a page shows texts of several.
 */
const SRC = fileURLToPath(new URL('../../apps/web/src/', import.meta.url));
function i18nFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      // lib/i18n is code; a catalogue folder has an en.json.
      return entry.name === 'i18n' && existsSync(join(path, 'en.json'))
        ? [path]
        : i18nFolders(path);
    });
}
const CATALOGUE_DIRS = i18nFolders(SRC);

export type Catalogue = Readonly<Record<string, string>>;

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

const catalogueFiles = (language: string) =>
  CATALOGUE_DIRS.map((folder) => join(folder, `${language}.json`));

export const hasCatalogue = (language: string): boolean =>
  catalogueFiles(language).every((file) => existsSync(file));

/** Every text of one language, the shell's and all features' (keys are unique across them). */
export function catalogueOf(language: string): Catalogue {
  return Object.assign(
    {},
    ...catalogueFiles(language).map((file) => JSON.parse(readFileSync(file, 'utf8')) as Catalogue),
  ) as Catalogue;
}

/** What the page shows for a key no catalogue has (translator.ts, missingMessage). */
export const MISSING_KEY_MARKER = '⟦';

/** The literal text of an ICU message, without its {arguments}: the parts a page shows as is. */
function literalParts(message: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let part = '';
  for (const character of message) {
    if (character === '{') {
      if (depth++ === 0) parts.push(part);
      part = depth === 0 ? '' : part;
    } else if (character === '}') {
      depth = Math.max(0, depth - 1);
      if (depth === 0) part = '';
    } else if (depth === 0) {
      part += character;
    }
  }
  parts.push(part);
  return parts.map((text) => text.trim()).filter(Boolean);
}

/**
 * English sentences (two words or more) that a page in `language` must not show: the literal
 * parts of en.json's messages, except those the language's own catalogue uses too (a brand
 * such as "SEPA Direct Debit" kept as it is).
 */
export function englishSentencesNotIn(language: string): string[] {
  const english = catalogueOf('en');
  const own = catalogueOf(language);
  const ownText = Object.values(own).join('\n');
  const sentences = Object.entries(english)
    .filter(([key, message]) => own[key] !== message)
    .flatMap(([, message]) => literalParts(message))
    .filter((part) => /\p{L}+\s+\p{L}+/u.test(part) && !ownText.includes(part));
  return [...new Set(sentences)];
}
