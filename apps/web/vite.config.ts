import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
// With its extension, like vitest.config's import of this file (Vite's native config loader).
import { scriptIntegrity } from './build/scriptIntegrity.ts';
import { linkLoadScript } from './build/linkLoadScript.ts';
import { pageHints } from './build/pageHints.ts';
import { precompressBuild } from './build/precompress.ts';
import { productionRouter } from './build/productionRouter.ts';

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

/** The modules that load a link from the page's first script, and nothing else. */
const LINK_LOAD_MODULES =
  /\/src\/lib\/(api\/(apiRequest|apiError|sourceHeader|paymentLinkApi|savedAssetsApi)|config\/runtimeConfig|paymentLink\/(earlyLinkLoad|uuidFromPath))\.ts$|\/contract\/src\/(headers|pageData)\.ts$/;

// The root is pinned to this folder so the build behaves the same from the repo root (vitest
// projects) and from `npm run build --workspace apps/web`.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    precompileMessages(),
    productionRouter(),
    react(),
    scriptIntegrity({
      // A test points this at a changed copy to prove that the build refuses unlisted scripts.
      inventoryFile:
        process.env.SCRIPT_INVENTORY_FILE ??
        fileURLToPath(new URL('../../security/script-inventory.json', import.meta.url)),
      root: fileURLToPath(new URL('.', import.meta.url)),
    }),
    linkLoadScript(),
    pageHints(),
    // Last: compresses the files as the plugins before it left them.
    precompressBuild(),
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
    // The HTML preloads every script the entry imports, so they load beside the entry instead of
    // after it (without them the first screen waited one more round trip). A lazily loaded
    // chunk's styles are still loaded with it (Vite injects them), but its scripts are found by
    // the browser from the chunk's own imports: listing every chunk's dependencies in the entry
    // cost the landing route about 1 KB gzip, and a link's first screen has its files hinted by
    // the HTML anyway (docs/decisions/0012).
    modulePreload: {
      // Browsers without modulepreload (Safari before 17) still run the page: they fetch the
      // hinted scripts when the entry imports them. The polyfill cost ~240 B gzip of the landing route.
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
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
