import { relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The gateway's modules import each other without a cycle, `import type` included: a cycle
 * through types still ties two folders into one. The walk is the lint rule's
 * (scripts/lint/importGraph.mjs, decision 0035), loaded by its address: it lies outside the
 * gateway's TypeScript project.
 */
const SRC = fileURLToPath(new URL('.', import.meta.url));
const LINT_GRAPH = pathToFileURL(
  fileURLToPath(new URL('../../../scripts/lint/importGraph.mjs', import.meta.url)),
);

interface ImportGraphModule {
  importGraph(root: string): Map<string, string[]>;
  importCycles(graph: Map<string, string[]>): string[][];
}

describe('the gateway imports', () => {
  it('form no cycle, type imports included', async () => {
    const { importGraph, importCycles } = (await import(LINT_GRAPH.href)) as ImportGraphModule;
    const graph = importGraph(SRC);
    expect(graph.size).toBeGreaterThan(100);
    const cycles = importCycles(graph).map((group) =>
      group.map((file) => relative(SRC, file)).sort(),
    );
    expect(cycles).toEqual([]);
  });
});
