import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { PAGE_LANGUAGES } from '@paypage/contract/languageTags';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import {
  availableLanguages,
  catalogueFolders,
  catalogueOf,
  languageFromAcceptLanguage,
  languageOf,
  translatorFor,
} from './catalogues';

/**
 * The languages with a text catalogue, the page's 42: SPEC §1's 30 and issue 24's twelve (zh is
 * Simplified Chinese, zh-Hant Traditional); en is the source and the fallback.
 */
const SPEC_LANGUAGES = [
  'bg', 'cs', 'da', 'de', 'el', 'en', 'es', 'et', 'fi', 'fr', 'hr', 'hu', 'it', 'ja', 'ko',
  'lt', 'lv', 'mt', 'nl', 'no', 'pl', 'pt', 'ro', 'sk', 'sl', 'sv', 'th', 'tr', 'vi', 'zh',
  'ar', 'he', 'fa', 'hi', 'id', 'ms', 'fil', 'ru', 'uk', 'zh-Hant', 'ca', 'sr',
]; // prettier-ignore

const TRANSLATED = SPEC_LANGUAGES.filter((language) => language !== 'en');

/** Brand names: never translated. */
const BRAND_KEYS = Object.keys(en).filter(
  (key) => key.startsWith('cardForm.brand.') && key !== 'cardForm.brand.label',
);
const UNTRANSLATED_KEYS = BRAND_KEYS.filter((key) => key !== 'cardForm.brand.UNKNOWN');

/**
 * The only texts that may read as in English: brand names and format hints (the digit groups of a
 * card number; MM/YY where a language writes the expiry that way too). Everything else is
 * translated.
 */
const MAY_EQUAL_ENGLISH = new Set([
  ...UNTRANSLATED_KEYS,
  'cardForm.number.placeholder',
  'cardForm.expiry.placeholder',
]);

/**
 * Words of an English sentence that no other catalogue has any reason to contain (not "number":
 * Estonian has it; not "code": French and Dutch have it).
 */
const ENGLISH_WORDS =
  /(?<!\p{L})(please|enter|your|the|payment|expired|security|confirm|cancel|try|again)(?!\p{L})/iu;

/** The shared folder's texts of a language; each method's folder is checked on its own below. */
const entries = (language: string) =>
  Object.entries(catalogueOf(language) ?? {}).filter(([key]) => key in en);

/** Every English text: this folder's and each method's (methods/<method>/i18n/en.json). */
const allEnglish: Readonly<Record<string, string>> = catalogueOf('en') ?? {};

/**
 * The top-level arguments of a text: `{name}` exactly as written, an ICU argument
 * (`{count, plural, …}`) as its name and type. Unbalanced braces are an error of their own.
 */
function argumentsOf(text: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    if (text[index] === '{') {
      if (depth++ === 0) start = index;
    } else if (text[index] === '}') {
      if (--depth < 0) return ['<unbalanced braces>'];
      if (depth === 0) {
        const body = text.slice(start + 1, index);
        const [name = '', type] = body.split(',', 2);
        found.push(type === undefined ? `{${body}}` : `{${name.trim()}, ${type.trim()}}`);
      }
    }
  }
  return depth === 0 ? found.sort() : ['<unbalanced braces>'];
}

describe('catalogues', () => {
  it('has exactly the 42 languages of the page', () => {
    expect(availableLanguages()).toEqual([...SPEC_LANGUAGES].sort());
    // The languages a page may ask the card form for (the shopper's pick) are exactly these.
    expect([...PAGE_LANGUAGES].sort()).toEqual([...SPEC_LANGUAGES].sort());
  });

  it.each(SPEC_LANGUAGES)('%s has exactly the English keys, none empty', (language) => {
    const catalogue = catalogueOf(language);
    expect(catalogue, `${language}.json`).toBeDefined();
    expect(Object.keys(catalogue ?? {}).sort()).toEqual(Object.keys(allEnglish).sort());
    for (const [key, text] of entries(language)) {
      expect(typeof text, key).toBe('string');
      expect(text.trim(), key).not.toBe('');
      expect(text, key).toBe(text.trim());
    }
  });

  it.each(SPEC_LANGUAGES)('%s keeps every placeholder of the English text exactly', (language) => {
    for (const [key, text] of entries(language)) {
      const english: string = allEnglish[key] ?? '';
      expect(argumentsOf(text), `${language} ${key}: ${text}`).toEqual(argumentsOf(english));
    }
  });

  it('uses only placeholders the translator fills in ({name})', () => {
    for (const text of Object.values(en)) {
      for (const argument of argumentsOf(text)) expect(argument).toMatch(/^\{\w+\}$/);
    }
  });

  it.each(TRANSLATED)('%s translates every text but brand names and format hints', (language) => {
    for (const [key, text] of entries(language)) {
      const english: string = allEnglish[key] ?? '';
      if (UNTRANSLATED_KEYS.includes(key)) {
        expect(text, `${language} ${key}: a brand name`).toBe(english);
      } else if (!MAY_EQUAL_ENGLISH.has(key)) {
        expect(text.toLowerCase(), `${language} ${key} is still English`).not.toBe(
          english.toLowerCase(),
        );
        expect(text, `${language} ${key} reads as English`).not.toMatch(ENGLISH_WORDS);
      }
    }
  });

  it.each(SPEC_LANGUAGES)(
    '%s shows the same expiry format in hint, label and error',
    (language) => {
      const catalogue = catalogueOf(language) ?? {};
      const format = catalogue['cardForm.expiry.placeholder'] ?? '';
      expect(format).toMatch(/^\p{L}{2}\/\p{L}{2}$/u);
      expect(catalogue['cardForm.expiry.label']).toContain(format);
      expect(catalogue['cardForm.expiry.invalid']).toContain(format);
    },
  );

  it('lets the expiry hint be localised: the form script never reads placeholders', () => {
    for (const script of ['cardForm.js', 'cardRules.js']) {
      const source = readFileSync(new URL(`../hosted/assets/${script}`, import.meta.url), 'utf8');
      expect(source, script).not.toMatch(/placeholder/i);
    }
  });
});

describe('languages of a session locale', () => {
  it.each([
    ['de_AT', 'de', 'de-AT'],
    ['fr_BE', 'fr', 'fr-BE'],
    ['fr_CH', 'fr', 'fr-CH'],
    ['nl_BE', 'nl', 'nl-BE'],
    ['pt_BR', 'pt', 'pt-BR'],
    ['pt_PT', 'pt', 'pt-PT'],
    ['es_MX', 'es', 'es-MX'],
    ['sv_FI', 'sv', 'sv-FI'],
    ['zh_CN', 'zh', 'zh-CN'],
    ['zh_SG', 'zh', 'zh-SG'],
    ['zh_TW', 'zh-Hant', 'zh-TW'],
    ['zh_HK', 'zh-Hant', 'zh-HK'],
    ['zh-Hant', 'zh-Hant', 'zh'],
    ['ar_SA', 'ar', 'ar-SA'],
    ['ar_AE', 'ar', 'ar-AE'],
    ['he_IL', 'he', 'he-IL'],
    ['iw_IL', 'he', 'iw-IL'],
    ['fa_IR', 'fa', 'fa-IR'],
    ['hi_IN', 'hi', 'hi-IN'],
    ['id_ID', 'id', 'id-ID'],
    ['ms_MY', 'ms', 'ms-MY'],
    ['fil_PH', 'fil', 'fil-PH'],
    ['tl_PH', 'fil', 'tl-PH'],
    ['ru_RU', 'ru', 'ru-RU'],
    ['uk_UA', 'uk', 'uk-UA'],
    ['ca_ES', 'ca', 'ca-ES'],
    ['sr_RS', 'sr', 'sr-RS'],
    ['ko_KR', 'ko', 'ko-KR'],
    ['ja_JP', 'ja', 'ja-JP'],
    ['th_TH', 'th', 'th-TH'],
    ['el_GR', 'el', 'el-GR'],
    ['no_NO', 'no', 'no-NO'],
    ['nb_NO', 'no', 'nb-NO'],
    ['nn_NO', 'no', 'nn-NO'],
    ['nb', 'no', 'nb'],
    ['mt_MT', 'mt', 'mt-MT'],
    ['en_SG', 'en', 'en-SG'],
    ['en_IN', 'en', 'en-IN'],
    ['ga_IE', 'en', 'en'],
    ['', 'en', 'en'],
  ])('%s reads %s, formats as %s', (locale, language, formattingLocale) => {
    expect(languageOf(locale)).toBe(language);
    const translator = translatorFor(locale);
    expect(translator.language).toBe(language);
    expect(translator.formattingLocale).toBe(formattingLocale);
    expect(() => new Intl.NumberFormat(translator.formattingLocale)).not.toThrow();
  });

  it('maps every language of SPEC §1 to its own catalogue', () => {
    for (const language of SPEC_LANGUAGES) {
      expect(languageOf(language)).toBe(language);
      expect(languageOf(`${language}-XX`)).toBe(language);
    }
    expect(languageOf(null)).toBe('en');
    expect(languageOf(undefined)).toBe('en');
  });

  it('reads the first Accept-Language with a catalogue, Norwegian Bokmål included', () => {
    expect(languageFromAcceptLanguage('nb-NO,nb;q=0.9,en;q=0.5')).toBe('no');
    expect(languageFromAcceptLanguage('ga-IE, fr-CA;q=0.8, en;q=0.5')).toBe('fr');
    expect(languageFromAcceptLanguage('zh-TW,zh;q=0.9')).toBe('zh-Hant');
    expect(languageFromAcceptLanguage('zh-Hans-HK,zh;q=0.9')).toBe('zh');
    expect(languageFromAcceptLanguage('he, ar;q=0.5')).toBe('he');
    expect(languageFromAcceptLanguage('ga, cy;q=0.5')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
  });

  it('isolates what it fills into a right-to-left sentence, and nothing else', () => {
    for (const language of ['ar', 'he', 'fa']) {
      expect(translatorFor(language).t('challenge.card', { lastDigits: '3220' })).toContain(
        '\u20683220\u2069',
      );
    }
    expect(translatorFor('hi').t('challenge.card', { lastDigits: '3220' })).not.toMatch(
      /[\u2066-\u2069]/,
    );
  });

  it('fills placeholders in every language', () => {
    for (const language of SPEC_LANGUAGES) {
      const { t } = translatorFor(language);
      const text = t('challenge.card', { lastDigits: '3220' });
      expect(text, language).toContain('3220');
      expect(text, language).not.toContain('{');
    }
  });
});

describe('every catalogue folder (the shared one and each method’s)', () => {
  const folders = catalogueFolders();
  const read = (folder: URL, file: string) =>
    JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as Record<string, string>;
  const sameAsEnglish = (folder: URL, language: string): Set<string> => {
    const file = new URL('same-as-english.json', folder);
    const listed = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>)
      : {};
    return new Set([...(listed['*'] ?? []), ...(listed[language] ?? [])]);
  };

  describe.each(folders.slice(1).map((folder) => [folder.pathname.split('/src/')[1], folder]))(
    '%s',
    (_name, folder) => {
      const english = read(folder as URL, 'en.json');
      it.each(TRANSLATED)('%s has its English keys, placeholders and translations', (language) => {
        const own = read(folder as URL, `${language}.json`);
        expect(Object.keys(own).sort()).toEqual(Object.keys(english).sort());
        const mayEqual = sameAsEnglish(folder as URL, language);
        for (const [key, text] of Object.entries(own)) {
          expect(text.trim(), key).not.toBe('');
          expect(argumentsOf(text), `${language} ${key}`).toEqual(argumentsOf(english[key] ?? ''));
          if (!mayEqual.has(key)) {
            expect(text.toLowerCase(), `${language} ${key} is still English`).not.toBe(
              (english[key] ?? '').toLowerCase(),
            );
          }
        }
      });
    },
  );

  // The card form's texts reach its script by a loop over their keys; every other text is named.
  it('uses every approval and method key somewhere in the gateway’s source', () => {
    const source = sourceOf(new URL('../', import.meta.url));
    const keys = [
      ...Object.keys(en).filter((key) => key.startsWith('approval.')),
      ...folders.slice(1).flatMap((folder) => Object.keys(read(folder, 'en.json'))),
    ];
    expect(keys.filter((key) => !source.includes(`'${key}'`))).toEqual([]);
  });
});

/** The gateway's own code: tests and their harness (testing/) live in src/ too, but a key only
 * they name is not used by the gateway. */
function sourceOf(folder: URL): string {
  return readdirSync(folder, { withFileTypes: true })
    .map((entry) => {
      if (entry.isDirectory()) {
        return entry.name === 'testing' ? '' : sourceOf(new URL(`${entry.name}/`, folder));
      }
      return /\.ts$/.test(entry.name) && !/\.(d|test)\.ts$/.test(entry.name)
        ? readFileSync(new URL(entry.name, folder), 'utf8')
        : '';
    })
    .join('\n');
}
