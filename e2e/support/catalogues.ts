import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// What a page in a language must and must not show: the page's own test helper, read the same way.
export {
  catalogueOf,
  englishSentencesNotIn,
  MISSING_KEY_MARKER,
  type Catalogue,
} from '../../apps/web/src/test/languageText';

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
