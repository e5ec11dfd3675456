import type { Plugin } from 'vite';

/**
 * @paypage/contract/pageData's INLINE_STYLES_BLOCK_ID, which the service writes. Spelled out: Vite's
 * config loader leaves packages to Node, which cannot load the contract's .ts files; the test
 * holds the two equal.
 */
export const INLINE_STYLES_BLOCK_ID = 'paypage-inline-styles';

/** Vite's module loader (the preload helper), as its build makes it. */
const PRELOAD_HELPER = /^\0vite\/preload-helper(\.js)?$/;

/** Where the helper lists the document's stylesheet links, once, before its first fetch. */
const LINKS_LISTED = 'const links = document.getElementsByTagName("link");';
const STYLES_COUNTED = 'preloadedHrefs.styles.add(link.href)';

/**
 * The addresses a drawn page lists in its data block, as absolute URLs the way the helper
 * compares them; none on a page without the block (a page the service did not draw).
 */
const INLINE_STYLES = `(() => {
  const block = document.getElementById(${JSON.stringify(INLINE_STYLES_BLOCK_ID)});
  if (!block) return [];
  try {
    const hrefs = JSON.parse(block.textContent || "[]");
    return Array.isArray(hrefs) ? hrefs.map((href) => new URL(String(href), document.baseURI).href) : [];
  } catch {
    return [];
  }
})()`;

/**
 * Teaches Vite's module loader to count the stylesheets a drawn page carries inline as loaded
 * (docs/decisions/0031). The loader fetches a lazily loaded chunk's CSS with the chunk unless it
 * finds a `<link rel="stylesheet">` of that address; the service used to write disabled ones,
 * which Chromium 150 fetched all the same. Now it names them in a JSON data block
 * (INLINE_STYLES_BLOCK_ID), which no browser fetches, runs or applies, and the loader adds those
 * addresses to the stylesheets it counts. Vite's `resolveDependencies` cannot drop the CSS at build
 * time instead: it is given the scripts only (Vite 8 adds the CSS after it), and a page the
 * service did not draw needs that CSS fetched.
 *
 * If a new Vite writes its loader differently, the build stops here rather than ship a loader
 * that fetches every method's stylesheet again.
 */
export function stylesAlreadyInline(): Plugin {
  return {
    name: 'paypage:styles-already-inline',
    apply: 'build',
    transform(code, id) {
      if (!PRELOAD_HELPER.test(id)) return undefined;
      if (code.split(LINKS_LISTED).length !== 2 || !code.includes(STYLES_COUNTED)) {
        throw new Error(
          'Vite’s preload helper no longer lists the document’s stylesheet links as ' +
            'build/inlineStyles.ts expects: a drawn page would fetch the styles it carries.',
        );
      }
      return {
        code: code.replace(
          LINKS_LISTED,
          () =>
            `${LINKS_LISTED}\nfor (const href of ${INLINE_STYLES}) preloadedHrefs.styles.add(href);`,
        ),
        map: null,
      };
    },
  };
}
