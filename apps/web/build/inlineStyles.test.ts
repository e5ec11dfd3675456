import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INLINE_STYLES_BLOCK_ID as WRITTEN_BY_THE_SERVICE } from '@paypage/contract/pageData';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { INLINE_STYLES_BLOCK_ID, stylesAlreadyInline } from './inlineStyles.ts';

const HELPER_ID = '\0vite/preload-helper.js';

function transformed(code: string): string {
  const plugin = stylesAlreadyInline() as Plugin & {
    transform: (code: string, id: string) => { code: string } | undefined;
  };
  const result = plugin.transform(code, HELPER_ID);
  if (!result) throw new Error('the helper was not transformed');
  return result.code;
}

/** How Vite 8's preload helper lists the document's stylesheets before its first fetch. */
const LISTING = `
  const preloadedHrefs = { all: new Set(), styles: new Set() };
  const links = document.getElementsByTagName("link");
  for (let i = links.length - 1; i >= 0; i--) {
    const link = links[i];
    preloadedHrefs.all.add(link.href);
    if (link.rel === "stylesheet") preloadedHrefs.styles.add(link.href);
  }
  return [...preloadedHrefs.styles];
`;

/** The helper's listing run on a document of this head (the test's page is at localhost:3000). */
function stylesCountedIn(head: string): string[] {
  const document = new DOMParser().parseFromString(
    `<html><head>${head}</head></html>`,
    'text/html',
  );
  const listing = new Function('document', transformed(LISTING)) as (d: Document) => string[];
  return listing(document);
}

describe('the module loader counts a drawn page’s inline styles as loaded (decision 0031)', () => {
  it('reads the block the service writes', () => {
    expect(INLINE_STYLES_BLOCK_ID).toBe(WRITTEN_BY_THE_SERVICE);
  });

  it('adds the addresses of the page’s data block to the stylesheets it has', () => {
    const head =
      '<link rel="stylesheet" href="/assets/page-p1.css">' +
      '<script type="application/json" id="paypage-inline-styles">["/assets/card-c1.css","/assets/qr-q1.css"]</script>';
    expect(
      stylesCountedIn(head)
        .map((href) => new URL(href).pathname)
        .sort(),
    ).toEqual(['/assets/card-c1.css', '/assets/page-p1.css', '/assets/qr-q1.css']);
  });

  it('counts nothing more on a page without the block, or with a broken one', () => {
    expect(stylesCountedIn('<link rel="stylesheet" href="/a.css">')).toHaveLength(1);
    const broken = '<script type="application/json" id="paypage-inline-styles">{not json</script>';
    expect(stylesCountedIn(broken)).toEqual([]);
  });

  it('stops the build when Vite’s helper no longer lists the stylesheets as expected', () => {
    expect(() => transformed('export const __vitePreload = () => {}')).toThrow(/preload helper/);
  });

  it('reaches the helper that Vite really builds into the page', async () => {
    const root = mkdtempSync(join(tmpdir(), 'paypage-inline-styles-'));
    writeFileSync(join(root, 'index.html'), '<script type="module" src="/main.js"></script>');
    writeFileSync(join(root, 'main.js'), 'import("./lazy.js").then((m) => m.run());');
    writeFileSync(join(root, 'lazy.js'), 'import "./lazy.css"; export const run = () => 1;');
    writeFileSync(join(root, 'lazy.css'), '.lazy{color:red}');
    const output = (await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [stylesAlreadyInline()],
      build: { write: false, minify: false, modulePreload: { polyfill: false } },
    })) as Rolldown.RolldownOutput;
    const code = output.output
      .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
      .map((chunk) => chunk.code)
      .join('\n');
    expect(code).toContain('document.getElementById("paypage-inline-styles")');
    expect(code).toContain('.css');
  });
});
