import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
// With its extension, like vitest.config's import of this file (Vite's native config loader).
import { scriptIntegrity } from './build/scriptIntegrity.ts';

// Every catalogue: the shell's (src/i18n) and those loaded with a chunk (src/…/i18n, featureTexts).
const CATALOGUE_FILE = /\/src\/(?:[A-Za-z]+\/)*i18n\/([a-z]{2})\.json$/;

/**
 * Turns each ICU message of a catalogue into its parsed form at build time, so the page ships
 * intl-messageformat without its parser (about 7 KB gzip of the landing budget). A message
 * with broken ICU syntax fails the build here instead of failing in a shopper's browser.
 */
function precompileMessages(): Plugin {
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

// The root is pinned to this folder so the build behaves the same from the repo root (vitest
// projects) and from `npm run build --workspace apps/web`.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    precompileMessages(),
    react(),
    scriptIntegrity({
      // A test points this at a changed copy to prove that the build refuses unlisted scripts.
      inventoryFile:
        process.env.SCRIPT_INVENTORY_FILE ??
        fileURLToPath(new URL('../../security/script-inventory.json', import.meta.url)),
      root: fileURLToPath(new URL('.', import.meta.url)),
    }),
  ],
  resolve: {
    // Every message arrives parsed (above), so the runtime never needs the ICU parser.
    alias: [
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/bundle reads the manifest to tell the landing route's chunks from the lazy ones.
    manifest: true,
    sourcemap: false,
  },
});
