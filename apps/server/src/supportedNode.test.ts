import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The README promises that `npm ci && npm test` works on Node.js ≥ 20.19. npm only warns
 * (EBADENGINE) when an installed package says otherwise, and only on the Node it runs on, so a
 * dependency update could quietly drop Node 20: this reads every package's `engines.node` from
 * the lockfile, whatever Node runs the test.
 */
const root = new URL('../../../', import.meta.url);
const readJson = (file: string) => JSON.parse(readFileSync(new URL(file, root), 'utf8'));

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
}

/**
 * The Node release lines after the README's lowest version that shoppers' operators run: the
 * even-numbered (long-term support) majors released so far. A package must accept the README's
 * lowest version and some release of each of these lines (`^20.19.0 || >=22.12.0` is fine; `>=22`
 * or `>= 24.0.0` is not).
 */
const LATER_LTS_LINES = [22, 24, 26];

function nodeRangeOf(entry: LockedPackage): string | undefined {
  return Array.isArray(entry.engines) ? undefined : entry.engines?.node;
}

describe('the Node versions the README names', () => {
  const promised: string = readJson('package.json').engines.node;

  it('are the ones the root package.json declares', () => {
    const readme = readFileSync(new URL('README.md', root), 'utf8');
    expect(promised).toBe('>=20.19');
    expect(readme).toContain('Node.js ≥ 20.19');
  });

  it('are supported by every package the lockfile installs', () => {
    const lowest = semver.minVersion(promised)?.version;
    expect(lowest).toBe('20.19.0');
    const packages: Record<string, LockedPackage> = readJson('package-lock.json').packages;
    const refusing: string[] = [];
    for (const [path, entry] of Object.entries(packages)) {
      const range = nodeRangeOf(entry);
      if (!range || path === '') continue;
      const name = `${path.replace(/^.*node_modules\//, '')}@${entry.version ?? '?'}`;
      if (!semver.satisfies(lowest ?? '', range)) {
        refusing.push(`${name} needs node ${range}: not ${lowest}`);
        continue;
      }
      for (const major of LATER_LTS_LINES) {
        if (!semver.intersects(range, `>=${major}.0.0 <${major + 1}.0.0`)) {
          refusing.push(`${name} needs node ${range}: no Node ${major}`);
        }
      }
    }
    expect(refusing).toEqual([]);
  });
});
