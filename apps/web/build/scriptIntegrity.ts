import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * PCI DSS 6.4.3 in the build (decision 0014): every script the page can load must be in the
 * repository's inventory (security/script-inventory.json) and carries Subresource Integrity.
 *
 * - A chunk is named by its source (`src/features/card/cardPage.tsx`) or, for a chunk the
 *   bundler split out of code several pages share, `shared:<name>`; every npm package inside any
 *   chunk must be listed too, and any other module must be one of our own sources. Anything else
 *   fails the build, so no script reaches shoppers without an entry saying why it is needed.
 * - index.html gets `integrity` on its script, module preloads and stylesheets, and an inline
 *   import map whose `integrity` section pins every chunk, so the chunks that `import()` loads
 *   later are checked as well. The server allows that one inline script by its CSP hash.
 * - dist/script-inventory.json lists what was built: file, source, purpose and integrity.
 */

interface InventoryEntry {
  source: string;
  purpose: string;
}
interface Inventory {
  page: { scripts: InventoryEntry[]; packages: { name: string; purpose: string }[] };
}

export interface BuiltScript {
  file: string;
  source: string;
  purpose: string;
  integrity: string;
}

/**
 * SHA-256, which Subresource Integrity requires every browser to support: the import map in every
 * link's HTML pins about a hundred chunks, and each SHA-384 pin was 20 incompressible characters
 * longer, about 1.5 KB of the compressed HTML, which had grown past what a new connection's first
 * round trip carries (decision 0014, 2026-11-28).
 */
const integrityOf = (body: Buffer | string) =>
  `sha256-${createHash('sha256').update(body).digest('base64')}`;

/** `src/i18n/*.json` style patterns: `*` stands for one path segment's characters. */
function matches(pattern: string, source: string): boolean {
  const expression = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*');
  return new RegExp(`^${expression}$`).test(source);
}

/** Our own code: the page's sources, the contract, and the bundler's own helpers. */
const OWN_SOURCES = [
  /\/apps\/web\/src\//,
  /\/packages\/contract\/src\//,
  /^\0/,
  /^vite\//,
  /\/apps\/web\/index\.html$/,
];

function packageOf(moduleId: string): string | undefined {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(moduleId);
  return match?.[1];
}

export function scriptIntegrity(options: { inventoryFile: string; root: string }): Plugin {
  let outDir = '';
  return {
    name: 'paypage:script-integrity',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_output, bundle) {
      const inventory = JSON.parse(readFileSync(options.inventoryFile, 'utf8')) as Inventory;
      const problems: string[] = [];
      const built: BuiltScript[] = [];
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const source = chunk.facadeModuleId
          ? relative(options.root, chunk.facadeModuleId.split('?')[0] ?? '')
          : `shared:${chunk.name}`;
        const entry = inventory.page.scripts.find((candidate) => matches(candidate.source, source));
        if (!entry)
          problems.push(`script ${chunk.fileName} from ${source} is not in the inventory`);
        for (const id of chunk.moduleIds) {
          const name = packageOf(id);
          if (name && !inventory.page.packages.some((listed) => listed.name === name)) {
            problems.push(`package ${name} (in ${chunk.fileName}) is not in the inventory`);
          }
          if (!name && !OWN_SOURCES.some((own) => own.test(id))) {
            problems.push(
              `module ${id} (in ${chunk.fileName}) is neither our source nor a package`,
            );
          }
        }
        const body = readFileSync(join(outDir, chunk.fileName));
        built.push({
          file: `/${chunk.fileName}`,
          source,
          purpose: entry?.purpose ?? '',
          integrity: integrityOf(body),
        });
      }
      if (problems.length > 0) {
        this.error(
          `Scripts missing from ${relative(process.cwd(), options.inventoryFile)} (PCI DSS 6.4.3):\n  ${[...new Set(problems)].join('\n  ')}`,
        );
      }
      built.sort((a, b) => a.file.localeCompare(b.file));
      const byFile = new Map(built.map((script) => [script.file, script.integrity]));
      const indexFile = join(outDir, 'index.html');
      const importMap = JSON.stringify({ integrity: Object.fromEntries(byFile) });
      const html = readFileSync(indexFile, 'utf8')
        // The import map must come before any module script (and after <meta charset>, which
        // has to stay in the first 1024 bytes); it pins every chunk's hash.
        .replace(
          /(\s*)(<script|<link rel="modulepreload")/,
          `$1<script type="importmap">${importMap}</script>$1$2`,
        )
        .replace(
          /<(script|link)\b([^>]*?)(src|href)="([^"]+)"([^>]*)>/g,
          (tag, name, before, attr, url, after) => {
            const file = url.startsWith('/assets/') ? join(outDir, url) : undefined;
            if (!file || tag.includes('integrity=')) return tag;
            const integrity = byFile.get(url) ?? integrityOf(readFileSync(file));
            return `<${name}${before}${attr}="${url}" integrity="${integrity}"${after}>`;
          },
        );
      writeFileSync(indexFile, html);
      writeFileSync(join(outDir, 'script-inventory.json'), `${JSON.stringify(built, null, 2)}\n`);
    },
  };
}
