// Runs in the web project (jsdom) like its other tests; it only uses Node APIs.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// PCI DSS 6.4.3 in the page's build: the real `vite build`, once as the repository has it and
// once with an inventory that lacks a script.
/** The repository root, from wherever vitest runs (its import.meta.url is a /@fs/ path). */
function repositoryRoot(): string {
  let dir = process.cwd();
  while (!existsSync(join(dir, 'security/script-inventory.json'))) dir = dirname(dir);
  return dir;
}
const ROOT = repositoryRoot();
const WEB = join(ROOT, 'apps/web');
const INVENTORY = join(ROOT, 'security/script-inventory.json');

function build(env: Record<string, string> = {}) {
  const outDir = mkdtempSync(join(tmpdir(), 'paypage-web-build-'));
  const run = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: WEB,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}`, outDir };
}

const sha256 = (body: Buffer) => `sha256-${createHash('sha256').update(body).digest('base64')}`;

describe('the page build and its script inventory', () => {
  const built = build();

  it('gives every script, preload and stylesheet its integrity, and pins every chunk in an import map', () => {
    expect(built.status, built.output).toBe(0);
    const html = readFileSync(join(built.outDir, 'index.html'), 'utf8');
    const tags = [...html.matchAll(/<(script|link)\b[^>]*(src|href)="(\/assets\/[^"]+)"[^>]*>/g)];
    expect(tags.length).toBeGreaterThanOrEqual(2);
    for (const [tag, , , url] of tags) {
      const integrity = /integrity="([^"]+)"/.exec(tag)?.[1];
      expect(integrity, tag).toBe(sha256(readFileSync(join(built.outDir, url as string))));
    }
    const importMap = JSON.parse(
      /<script type="importmap">(.*?)<\/script>/.exec(html)?.[1] ?? '{}',
    );
    const deployed = JSON.parse(readFileSync(join(built.outDir, 'script-inventory.json'), 'utf8'));
    expect(Object.keys(importMap.integrity)).toHaveLength(deployed.length);
    for (const script of deployed) {
      expect(importMap.integrity[script.file]).toBe(script.integrity);
      expect(script.integrity).toBe(sha256(readFileSync(join(built.outDir, script.file))));
      expect(script.purpose.length).toBeGreaterThan(10);
    }
    // The import map is the only inline script, and comes before every module script.
    expect(html.indexOf('type="importmap"')).toBeLessThan(html.indexOf('type="module"'));
  });

  it('fails when a script appears that the inventory does not list', () => {
    const inventory = JSON.parse(readFileSync(INVENTORY, 'utf8'));
    inventory.page.scripts = inventory.page.scripts.filter(
      (entry: { source: string }) => entry.source !== 'src/features/sepaDd/sepaMethod.ts',
    );
    inventory.page.packages = inventory.page.packages.filter(
      (entry: { name: string }) => entry.name !== 'react-router',
    );
    const changed = join(mkdtempSync(join(tmpdir(), 'paypage-inventory-')), 'inventory.json');
    writeFileSync(changed, JSON.stringify(inventory));
    const refused = build({ SCRIPT_INVENTORY_FILE: changed });
    expect(refused.status).not.toBe(0);
    expect(refused.output).toContain(
      'from src/features/sepaDd/sepaMethod.ts is not in the inventory',
    );
    expect(refused.output).toContain('package react-router');
  });
}, 120_000);
