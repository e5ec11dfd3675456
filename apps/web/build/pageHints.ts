import type { Plugin } from 'vite';
import { LINK_LOCALES } from '../src/lib/i18n/linkLocales';

const CATALOGUE_MODULE = /\/src\/i18n\/([a-z]{2})\.json$/;

/**
 * Writes .vite/page-hints.json for the service: for each link locale of the page's one table
 * (linkLocales.ts), the built chunk of the catalogue the page will load for it. Serving a link's
 * page, the service hints that chunk, so it arrives beside the scripts instead of after the
 * link (docs/decisions/0012). English is bundled and needs no hint; a locale outside the table
 * follows the shopper's browser, which the service cannot know.
 */
export function pageHints(): Plugin {
  return {
    name: 'paypage:page-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunkOfLanguage = new Map<string, string>();
      for (const output of Object.values(bundle)) {
        const language =
          output.type === 'chunk' && CATALOGUE_MODULE.exec(output.facadeModuleId ?? '')?.[1];
        if (language) chunkOfLanguage.set(language, `/${output.fileName}`);
      }
      const catalogues = Object.fromEntries(
        Object.entries(LINK_LOCALES).flatMap(([locale, [language]]) => {
          const chunk = chunkOfLanguage.get(language);
          return chunk ? [[locale, chunk]] : [];
        }),
      );
      this.emitFile({
        type: 'asset',
        fileName: '.vite/page-hints.json',
        source: `${JSON.stringify({ catalogues }, null, 2)}\n`,
      });
    },
  };
}
