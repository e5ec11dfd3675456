import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES } from './languageNames';

// Reads the JSON files themselves: the build hands the page messages already parsed.
// Paths, not file: URLs: under jsdom, URL is jsdom's own class, which node:fs does not accept.
const SRC = join(import.meta.dirname, '../..');
const I18N = join(SRC, 'i18n');

const readCatalogue = (file: string) =>
  JSON.parse(readFileSync(join(I18N, file), 'utf8')) as Record<string, string>;

const catalogueFiles = readdirSync(I18N).filter((file) => file.endsWith('.json'));
const en = readCatalogue('en.json');
const enKeys = Object.keys(en).sort();

/**
 * Keys whose text may read exactly as in English in another language: the product's and the
 * payment brands' names, and OK, which many languages borrow. Everything else is translated; a
 * text identical to English is one somebody forgot.
 */
const MAY_EQUAL_ENGLISH = new Set([
  'app.name',
  'dialog.ok',
  'method.name.accountToPay',
  'method.name.ideal',
  'method.name.netbanking',
  'method.name.payTo',
  'method.name.paypal',
  'method.name.phonePe',
  'method.name.promptPayQr',
  'method.name.upi',
]);
/** Words that are the same in one language as in English: Romanian says "card" too. */
const SAME_WORD_AS_ENGLISH: Record<string, string[]> = { ro: ['card.brand.unknown'] };

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

describe.each(catalogueFiles)('catalogue %s', (file) => {
  const language = file.replace('.json', '');
  const catalogue = readCatalogue(file);

  it('is one of the 30 languages of SPEC §1, with its own name for the language picker', () => {
    expect(Object.keys(LANGUAGE_NAMES)).toContain(language);
  });

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

// English is the text the others are compared with; every other catalogue must differ from it.
describe.each(catalogueFiles.filter((file) => file !== 'en.json'))('catalogue %s', (file) => {
  const language = file.replace('.json', '');
  const catalogue = readCatalogue(file);

  it('translates every text but brand names and OK', () => {
    const mayEqualEnglish = (key: string) =>
      MAY_EQUAL_ENGLISH.has(key) || (SAME_WORD_AS_ENGLISH[language] ?? []).includes(key);
    const untranslated = Object.entries(catalogue)
      .filter(([key, message]) => !mayEqualEnglish(key) && message.trim() === en[key]?.trim())
      .map(([key, message]) => `${key}: ${message}`);
    expect(untranslated, 'identical to English').toEqual([]);
  });
});

describe('en.json', () => {
  it('has every key of the may-equal-English lists', () => {
    const listed = [...MAY_EQUAL_ENGLISH, ...Object.values(SAME_WORD_AS_ENGLISH).flat()];
    expect(listed.filter((key) => en[key] === undefined)).toEqual([]);
  });

  it('holds no key that the source never uses', () => {
    const source = sourceFiles(SRC).join('\n');
    const unused = enKeys.filter(
      (key) => !source.includes(`'${key}'`) && !source.includes(`"${key}"`),
    );
    expect(unused).toEqual([]);
  });
});
