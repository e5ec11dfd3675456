import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
import { linkLoadScript } from './build/linkLoadScript.ts';
import { pageHints } from './build/pageHints.ts';
import { precompressBuild } from './build/precompress.ts';

const CATALOGUE_FILE = /\/src\/i18n\/([a-z]{2})\.json$/;

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

/** The modules that load a link from the page's first script, and nothing else. */
const LINK_LOAD_MODULES =
  /\/src\/lib\/(api\/(apiRequest|apiError|sourceHeader|paymentLinkApi|savedAssetsApi)|config\/runtimeConfig|paymentLink\/(earlyLinkLoad|uuidFromPath))\.ts$|\/contract\/src\/(headers|pageData)\.ts$/;

// The root is pinned to this folder so the build behaves the same from the repo root (vitest
// projects) and from `npm run build --workspace apps/web`.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [precompileMessages(), react(), linkLoadScript(), pageHints(), precompressBuild()],
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the page's first small script needs (build/linkLoadScript.ts) in one file
          // rather than in the two or three the split by importer would make.
          groups: [{ name: 'linkLoad', test: LINK_LOAD_MODULES }],
        },
      },
    },
  },
});
