import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { i18nFolders } from '../../test/languageText';
import { LANGUAGE_NAMES } from './languageNames';

// Reads the JSON files themselves: the build hands the page messages already parsed.
// Paths, not file: URLs: under jsdom, URL is jsdom's own class, which node:fs does not accept.
const SRC = join(import.meta.dirname, '../..');
const METHOD_CATALOGUE = join(SRC, '../../../packages/contract/src/methodCatalogue.ts');

/**
 * Every catalogue folder: the shell's (src/i18n, bundled with the landing route) and those
 * loaded with a chunk through featureTexts (a method's src/features/<method>/i18n, the method
 * pages' shared src/lib/payments/i18n). Each holds one file per language with the keys of its
 * own en.json.
 */
const FOLDERS = [join(SRC, 'i18n'), ...i18nFolders(SRC).filter((f) => f !== join(SRC, 'i18n'))];
const CATALOGUE_FILE = /^[a-z]{2,3}(-[A-Z][a-z]{3})?\.json$/;

const readCatalogue = (folder: string, file: string) =>
  JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, string>;

/**
 * Keys whose text may read exactly as in English in another language: the product's and the
 * payment brands' names, and OK, which many languages borrow. Each folder lists its own in
 * `same-as-english.json`: {"*": [keys for every language], "ro": [keys for Romanian only]}.
 * Everything else is translated; a text identical to English is one somebody forgot.
 */
function sameAsEnglishListOf(folder: string): Record<string, string[]> {
  const file = join(folder, 'same-as-english.json');
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>)
    : {};
}

function sameAsEnglishOf(folder: string, language: string): Set<string> {
  const own = sameAsEnglishListOf(folder);
  return new Set([...(own['*'] ?? []), ...(own[language] ?? [])]);
}

function argumentNames(message: string, language: string): string[] {
  const names = new Set<string>();
  const walk = (elements: unknown[]): void => {
    for (const element of elements as {
      value?: unknown;
      options?: object;
      children?: unknown[];
    }[]) {
      if (typeof element.value === 'string' && 'type' in element && element.type !== 0) {
        names.add(element.value);
      }
      for (const option of Object.values(element.options ?? {}) as { value: unknown[] }[])
        walk(option.value);
      if (element.children) walk(element.children);
    }
  };
  walk(new IntlMessageFormat(message, language).getAst());
  return [...names].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return isSource ? [readFileSync(path, 'utf8')] : [];
  });
}

const SPEC_LANGUAGES = Object.keys(LANGUAGE_NAMES).sort();

describe.each(FOLDERS.map((folder) => [relative(SRC, folder), folder]))(
  'catalogues of %s',
  (_name, folder) => {
    const files = readdirSync(folder).filter((file) => CATALOGUE_FILE.test(file));
    const en = readCatalogue(folder, 'en.json');
    const enKeys = Object.keys(en).sort();

    it('has one catalogue for each of the 42 languages, and no other', () => {
      expect(files.map((file) => file.replace('.json', '')).sort()).toEqual(SPEC_LANGUAGES);
    });

    describe.each(files)('%s', (file) => {
      const language = file.replace('.json', '');
      const catalogue = readCatalogue(folder, file);

      it('has exactly the keys of en.json', () => {
        expect(Object.keys(catalogue).sort()).toEqual(enKeys);
      });

      it('uses dot-namespaced keys and non-empty messages', () => {
        for (const [key, message] of Object.entries(catalogue)) {
          expect(key).toMatch(/^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9]*)+$/);
          expect(message.trim(), key).not.toBe('');
        }
      });

      it('is valid ICU with the same placeholders as English', () => {
        for (const [key, message] of Object.entries(catalogue)) {
          const english = en[key];
          expect(() => argumentNames(message, language), `${file} ${key}`).not.toThrow();
          if (english !== undefined) {
            expect(argumentNames(message, language), key).toEqual(argumentNames(english, 'en'));
          }
        }
      });
    });

    // English is the text the others are compared with; every other catalogue must differ.
    describe.each(files.filter((file) => file !== 'en.json'))('%s', (file) => {
      const language = file.replace('.json', '');
      const catalogue = readCatalogue(folder, file);

      it('translates every text but brand names and OK', () => {
        const mayEqualEnglish = sameAsEnglishOf(folder, language);
        const untranslated = Object.entries(catalogue)
          .filter(
            ([key, message]) => !mayEqualEnglish.has(key) && message.trim() === en[key]?.trim(),
          )
          .map(([key, message]) => `${key}: ${message}`);
        expect(untranslated, 'identical to English').toEqual([]);
      });
    });

    it('lists only keys of its en.json as the same as English', () => {
      const listed = Object.values(sameAsEnglishListOf(folder)).flat();
      expect(listed.filter((key) => en[key] === undefined)).toEqual([]);
    });
  },
);

describe('all catalogues together', () => {
  const english = FOLDERS.map((folder) => readCatalogue(folder, 'en.json'));
  const allKeys = english.flatMap((catalogue) => Object.keys(catalogue));

  it('never use one key in two folders: a feature cannot shadow the shell or another feature', () => {
    const seen = new Set<string>();
    const twice = allKeys.filter((key) => (seen.has(key) ? true : (seen.add(key), false)));
    expect(twice).toEqual([]);
  });

  it('hold no key that the source never uses', () => {
    // The methods' name keys are in the contract's method catalogue, which the page imports.
    const catalogue = readFileSync(METHOD_CATALOGUE, 'utf8');
    const source = [...sourceFiles(SRC), catalogue].join('\n');
    const unused = allKeys.filter(
      (key) => !source.includes(`'${key}'`) && !source.includes(`"${key}"`),
    );
    expect(unused).toEqual([]);
  });
});
