import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Test-only: what a page in one language must and must not show, read from the catalogue files
// themselves (every i18n folder of the page's source: a page shows texts of several).
// Paths, not file: URLs: under jsdom, URL is jsdom's own class, which node:fs does not accept.
const SRC = join(import.meta.dirname, '..');

/** Every catalogue folder (named i18n, with an en.json) under `dir`. */
export function i18nFolders(dir: string): string[] {
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
const FOLDERS = i18nFolders(SRC);

/** Whether every catalogue folder has a file of the language. */
export const hasCatalogue = (language: string): boolean =>
  FOLDERS.every((folder) => existsSync(join(folder, `${language}.json`)));

export type Catalogue = Readonly<Record<string, string>>;

/** Every text of one language, the shell's and all features' (keys are unique across them). */
export function catalogueOf(language: string): Catalogue {
  return Object.assign(
    {},
    ...FOLDERS.map(
      (folder) => JSON.parse(readFileSync(join(folder, `${language}.json`), 'utf8')) as Catalogue,
    ),
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
