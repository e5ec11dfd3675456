import { IntlMessageFormat } from 'intl-messageformat';
import type { Alias, Plugin } from 'vite';

// Every catalogue: the shell's (src/i18n) and those loaded with a chunk (src/…/i18n, featureTexts).
// A catalogue is named by its language (de, fil) or language and script (zh-Hant).
const CATALOGUE_FILE = /\/src\/(?:[A-Za-z]+\/)*i18n\/([a-z]{2,3}(?:-[A-Z][a-z]{3})?)\.json$/;

/**
 * Turns each ICU message of a catalogue into its parsed form at build time, so the page ships
 * intl-messageformat without its parser (about 7 KB gzip of the landing budget). A message
 * with broken ICU syntax fails the build here instead of failing in a shopper's browser.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'paypage:precompile-messages',
    enforce: 'pre',
    transform(code, id) {
      const language = CATALOGUE_FILE.exec(id)?.[1];
      if (!language) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [
          key,
          new IntlMessageFormat(message, language).getAst(),
        ]),
      );
      // Still JSON: Vite's own JSON handling turns it into a module afterwards.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

/** Every message arrives parsed (above), so the runtime never needs the ICU parser. */
export const ICU_PARSER_ALIAS: Alias = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};
