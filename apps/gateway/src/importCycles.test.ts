import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The gateway's modules import each other without a cycle, `import type` included: a cycle
 * through types still ties two folders into one, and the lint rule of the day skips type imports.
 * Walks src/ with a regex rather than the compiler, so the test stays fast and has no setup.
 */
const SRC = dirname(fileURLToPath(import.meta.url));
const IMPORT = /(?:^|[\n;])\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"](\.[^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    // The tests' harness (src/testing/) is not one of the gateway's modules, as tests are not.
    if (statSync(path).isDirectory()) return path === join(SRC, 'testing') ? [] : sourceFiles(path);
    return /\.(ts|js)$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** The file a relative specifier names, as TypeScript finds it ('./x', './x.js', './x/index'). */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.js$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.d.ts`, `${stem}.js`, join(base, 'index.ts')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    const targets = new Set<string>();
    for (const pattern of [IMPORT, DYNAMIC_IMPORT]) {
      for (const match of text.matchAll(pattern)) {
        // A declaration file stands for its script: cardRules.d.ts is cardRules.js.
        const target = resolveSpecifier(file, match[1] ?? '')?.replace(/\.d\.ts$/, '.js');
        if (target) targets.add(target);
      }
    }
    graph.set(file.replace(/\.d\.ts$/, '.js'), [...targets]);
  }
  return graph;
}

/** Groups of modules that reach each other (Tarjan's strongly connected components, size > 1). */
function importCycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const lowOf = (node: string) => low.get(node) ?? Infinity;
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(lowOf(node), lowOf(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(lowOf(node), index.get(target) ?? Infinity));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      group.push(member);
      if (member === node) break;
    }
    if (group.length > 1 || graph.get(node)?.includes(node)) cycles.push(group);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('the gateway imports', () => {
  it('form no cycle, type imports included', () => {
    const cycles = importCycles(importGraph(SRC)).map((group) =>
      group.map((file) => relative(SRC, file)).sort(),
    );
    expect(cycles).toEqual([]);
  });
});
