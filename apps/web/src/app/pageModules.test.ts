import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_METHODS } from '@paypage/contract/methodCatalogue';
import { methodSegments } from '../lib/paymentMethods/methodSegment';
import { BUILT_METHODS } from './methodRegistry';
import { catalogueSegments, methodPageModules, PAGE_MODULES } from './pageModules';

// Paths, not file: URLs: under jsdom, URL is jsdom's own class, which node:fs does not accept.
const WEB_ROOT = join(import.meta.dirname, '../..');

describe('the modules hinted per page', () => {
  it('names files that exist, each one the page can import before its first render', () => {
    for (const [segment, modules] of Object.entries(PAGE_MODULES)) {
      for (const module of modules) {
        expect(existsSync(join(WEB_ROOT, module)), segment).toBe(true);
        // A lazily loaded page (or the one file both result pages load in). What the page's
        // chunk holds (the landing page, the method layout) is there already, and the rare pages
        // (an error, a status) are no path's own.
        expect(module, segment).toMatch(/^src\/features\/(.+Page\.tsx|results\/resultPages\.ts)$/);
        expect(module, segment).not.toMatch(
          /\/(landing|errors|status|sessionNotFound|methodLayout)\//,
        );
      }
    }
  });

  it('reads the page of every built method from the registry, in files that exist', () => {
    const registry = readFileSync(join(WEB_ROOT, 'src/app/methodRegistry.ts'), 'utf8');
    const pages = methodPageModules(registry);
    expect(Object.keys(pages).sort()).toEqual([...BUILT_METHODS].sort());
    for (const modules of Object.values(pages)) {
      for (const module of modules) expect(existsSync(join(WEB_ROOT, module)), module).toBe(true);
    }
  });

  it("reads each method's page segments from the catalogue's source as the page has them", () => {
    const catalogue = readFileSync(
      join(WEB_ROOT, '../../packages/contract/src/methodCatalogue.ts'),
      'utf8',
    );
    expect(catalogueSegments(catalogue)).toEqual(
      Object.fromEntries(CATALOGUE_METHODS.map((method) => [method, methodSegments(method)])),
    );
  });
});
