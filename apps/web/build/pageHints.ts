import type { Plugin, Rolldown } from 'vite';
import { readFileSync } from 'node:fs';
import { catalogueSegments, methodPageModules, PAGE_MODULES } from '../src/app/pageModules.ts';
import { LINK_LOCALES } from '../src/lib/i18n/linkLocales.ts';

const CATALOGUE_MODULE = /\/src\/i18n\/([a-z]{2,3}(?:-[A-Z][a-z]{3})?)\.json$/;

/** What the service hints for a page: scripts (modulepreload) and stylesheets (preload). */
interface PageFiles {
  scripts: string[];
  styles: string[];
}

const chunksOf = (bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] =>
  Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');

/** The chunks the HTML already loads: the entries and everything they import statically. */
function landingChunks(bundle: Rolldown.OutputBundle): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
  };
  chunksOf(bundle)
    .filter((chunk) => chunk.isEntry)
    .forEach((chunk) => visit(chunk.fileName));
  return seen;
}

/** Chunks as files, with what they import and their styles, less what the landing route loads. */
function filesOfChunks(
  bundle: Rolldown.OutputBundle,
  fileNames: readonly string[],
  landing: Set<string>,
): PageFiles {
  const files: PageFiles = { scripts: [], styles: [] };
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (landing.has(fileName) || chunk?.type !== 'chunk') return;
    if (files.scripts.includes(`/${fileName}`)) return;
    files.scripts.push(`/${fileName}`);
    chunk.viteMetadata?.importedCss.forEach((css) => files.styles.push(`/${css}`));
    chunk.imports.forEach(visit);
  };
  fileNames.forEach(visit);
  return files;
}

/** A page's lazy modules as files: their chunks, what those import, and their styles. */
function filesOfModules(
  bundle: Rolldown.OutputBundle,
  modules: readonly string[],
  landing: Set<string>,
) {
  const fileNames = modules.map((module) => {
    // Its own chunk, or the one a group of vite.config.ts's codeSplitting put it in.
    const chunk =
      chunksOf(bundle).find((candidate) => candidate.facadeModuleId?.endsWith(`/${module}`)) ??
      chunksOf(bundle).find((candidate) =>
        candidate.moduleIds.some((id) => id.endsWith(`/${module}`)),
      );
    if (!chunk) throw new Error(`pageModules.ts names ${module}, which is in no chunk`);
    return chunk.fileName;
  });
  return filesOfChunks(bundle, fileNames, landing);
}

/** Each built method's page by its path segment(s) (a KCP link may use kcpDirect too). */
function methodPages(): Record<string, readonly string[]> {
  const registry = readFileSync(new URL('../src/app/methodRegistry.ts', import.meta.url), 'utf8');
  const catalogue = readFileSync(
    new URL('../../../packages/contract/src/methodCatalogue.ts', import.meta.url),
    'utf8',
  );
  const segments = catalogueSegments(catalogue);
  return Object.fromEntries(
    Object.entries(methodPageModules(registry)).flatMap(([method, modules]) =>
      (segments[method] ?? []).map((segment) => [segment, modules]),
    ),
  );
}

/**
 * Writes .vite/page-hints.json for the service (docs/decisions/0012):
 * - catalogues: for each link locale of the page's one table (linkLocales.ts), the built chunk
 *   of the catalogue the page will load for it, and the chunks that one imports. English is
 *   bundled and needs none; a locale outside the table follows the shopper's browser, which the
 *   service cannot know.
 * - pages: for each path segment of app/pageModules.ts, the files its first screen loads
 *   lazily.
 * - methodSegments: the segments that are a payment method's own page (for bench/bundle).
 * Serving a link's page, the service hints these, so they arrive beside the main script instead
 * of after it.
 */
export function pageHints(): Plugin {
  return {
    name: 'paypage:page-hints',
    apply: 'build',
    // After Vite's own handlers: a chunk that only carried styles (components/paymentPages.css,
    // shared by three components) is taken out of the bundle there, its styles handed to the
    // chunks that import it. Hinted before that, such a chunk was a request that ended in 404.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunkOfLanguage = new Map<string, string>();
        // A language's catalogues share one chunk (vite.config's codeSplitting), so the chunk is
        // found by the shell catalogue among its modules rather than as the chunk's facade.
        for (const chunk of chunksOf(bundle)) {
          for (const id of chunk.moduleIds) {
            const language = CATALOGUE_MODULE.exec(id)?.[1];
            if (language && language !== 'en') chunkOfLanguage.set(language, `/${chunk.fileName}`);
          }
        }
        if (chunkOfLanguage.size === 0) throw new Error('page hints: no catalogue chunk was built');
        const landing = landingChunks(bundle);
        // With what the catalogue's chunk imports (the bundler's runtime), which the HTML does
        // not load: hinted alone, the chunk waited a round trip for it on a phone.
        const filesOfCatalogue = (chunk: string) =>
          filesOfChunks(bundle, [chunk.slice(1)], landing).scripts;
        const catalogues = Object.fromEntries(
          Object.entries(LINK_LOCALES).flatMap(([locale, [language]]) => {
            const chunk = chunkOfLanguage.get(language);
            return chunk ? [[locale, filesOfCatalogue(chunk)]] : [];
          }),
        );
        const methods = methodPages();
        const pages = Object.fromEntries(
          Object.entries({ ...methods, ...PAGE_MODULES }).map(([segment, modules]) => [
            segment,
            filesOfModules(bundle, modules, landing),
          ]),
        );
        this.emitFile({
          type: 'asset',
          fileName: '.vite/page-hints.json',
          // methodSegments: which pages are a method's own (bench/bundle weighs their routes).
          source: `${JSON.stringify({ catalogues, pages, methodSegments: Object.keys(methods) }, null, 2)}\n`,
        });
      },
    },
    // Once the bundle is final: every hinted file must be one the build wrote, or the service
    // would send the browser after a file that is not there.
    writeBundle(_options, bundle) {
      const asset = bundle['.vite/page-hints.json'];
      if (asset?.type !== 'asset') throw new Error('page hints were not written');
      const { catalogues, pages } = JSON.parse(String(asset.source)) as {
        catalogues: Record<string, string[]>;
        pages: Record<string, PageFiles>;
      };
      const hinted = [
        ...Object.values(catalogues).flat(),
        ...Object.values(pages).flatMap((files) => [...files.scripts, ...files.styles]),
      ];
      const missing = hinted.filter((file) => !(file.slice(1) in bundle));
      if (missing.length > 0) {
        throw new Error(`page hints name files the build did not write: ${missing.join(', ')}`);
      }
    },
  };
}
