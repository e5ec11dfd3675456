import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// With its extension, like vitest.config's import of this file (Vite's native config loader).
import { scriptIntegrity } from './build/scriptIntegrity.ts';
import { linkLoadScript } from './build/linkLoadScript.ts';
import { stylesAlreadyInline } from './build/inlineStyles.ts';
import { pageHints } from './build/pageHints.ts';
import { ICU_PARSER_ALIAS, precompileMessages } from './build/precompileMessages.ts';
import { precompressBuild } from './build/precompress.ts';
import { preactInTheBrowser } from './build/preactAliases.ts';
import { productionRouter } from './build/productionRouter.ts';

/** A catalogue in a language other than English (English comes inside the code that uses it). */
const TRANSLATED_CATALOGUE =
  /\/src\/(?:[A-Za-z]+\/)*i18n\/((?!en\.)[a-z]{2,3}(?:-[A-Z][a-z]{3})?)\.json$/;

/** The modules that load a link from the page's first script, and nothing else. */
const LINK_LOAD_MODULES =
  /\/src\/lib\/(api\/(apiRequest|apiError|sourceHeader|paymentLinkApi|savedAssetsApi)|config\/(runtimeConfig|dataBlock)|paymentLink\/(earlyLinkLoad|uuidFromPath))\.ts$|\/contract\/src\/(headers|pageData)\.ts$/;

/**
 * Left out of the page's chunk: the entry itself (so the HTML keeps one entry script), the small
 * script that starts the link's fetch (it must not wait on the big one) and the bundler's own
 * helpers.
 */
const NOT_IN_PAGE_CHUNK = /\/src\/app\/(main\.tsx|startLinkLoad\.ts)$|index\.html|^\0/;

/** Where the building blocks of the lazily loaded pages live (the features are the pages). */
const SHARED_BLOCKS = /\/src\/(components|lib)\/|\/src\/features\/methodLayout\//;

// The root is pinned to this folder so the build behaves the same from the repo root (vitest
// projects) and from `npm run build --workspace apps/web`.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    precompileMessages(),
    productionRouter(),
    react(),
    // The browser runs the page on Preact's React compatibility layer (docs/decisions/0027); the
    // unit tests render with React (vitest.config.ts) and again with Preact
    // (vitest.preact.config.ts).
    preactInTheBrowser(),
    // A drawn page's inline styles count as loaded for the module loader (docs/decisions/0031).
    stylesAlreadyInline(),
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
    alias: [ICU_PARSER_ALIAS],
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
          // A module goes to the first group by priority that takes it.
          // What the page's first small script needs (build/linkLoadScript.ts) in one file
          // rather than in the two or three the split by importer would make.
          groups: [
            { name: 'linkLoad', priority: 6, test: LINK_LOAD_MODULES },
            // A language's catalogues (the shell's and every method's) in one file each. Split by
            // catalogue, the 30 languages made 406 files, and the import map in every page's HTML
            // pins each one (decision 0012): 23 KB of the HTML's 29 KB gzip were those pins.
            // A German page now fetches every German text at once: about 7.7 KB gzip instead of
            // 2.9 KB for the shell's alone, and its HTML is about 22 KB lighter.
            {
              name: (id) => TRANSLATED_CATALOGUE.exec(id)?.[1] ?? null,
              debugName: 'catalogues of one language',
              priority: 5,
              test: TRANSLATED_CATALOGUE,
            },
            // Everything else the first screen needs, in one file beside the entry's own few lines.
            // Split by importer, the shell made eight files of a few hundred bytes each (code the
            // lazy pages share with it) and the landing route weighed about 2 KB gzip more.
            {
              name: 'page',
              tags: ['$initial'],
              priority: 4,
              test: (id) => !NOT_IN_PAGE_CHUNK.test(id),
            },
            // The saved-asset list the card, SEPA and PayPal pages share: a file of its own, so
            // the blocks' group below does not take it in (a group takes what its modules import).
            { name: 'savedAssetList', priority: 3, test: /\/src\/components\/savedAssets\// },
            // The blocks most lazy pages share (the method layout, pay-once, leave warnings, form
            // fields, texts…), in one file. Split by importer they were a dozen files of a few
            // hundred bytes, and a method's first screen waited on them: over HTTP/1.1 a browser
            // fetches six at a time. Blocks fewer than four pages use (the phone rules, the QR
            // code) stay with those pages, so no method route carries them for nothing.
            {
              name: 'methodKit',
              priority: 2,
              minShareCount: 4,
              test: SHARED_BLOCKS,
            },
          ],
        },
      },
    },
  },
});
