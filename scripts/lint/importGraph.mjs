// The import graph of one package's sources, read with regular expressions rather than a
// compiler: the lint rules built on it need every file's imports on each run, and reading
// six hundred files this way takes a few milliseconds. Our code writes one import a statement,
// `from` on the same statement, which is what these expressions expect.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * `import … from 'x'`, `export … from 'x'`; group 1 is `type ` for a type-only statement, group 2
 * what it names (never reaching into the next statement, so `export const a = 1` is not read as
 * the start of the import below it).
 */
const FROM =
  /(?:^|[\n;])\s*(?:import|export)\s+(type\s+)?((?:(?!\n\s*(?:import|export)\b)[^;'"])*?)\s*\bfrom\s*['"]([^'"]+)['"]/g;
/** `import 'x'`: run for its effects. */
const BARE = /(?:^|[\n;])\s*import\s*['"]([^'"]+)['"]/g;
/** `import('x')`: loaded later, still loaded. */
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

const SOURCE = /\.(ts|tsx|mjs|js)$/;

/** Every source file under `folder`. */
function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** `{ a, type b }` imports a value; `{ type a, type b }` only types, as `import type` does. */
function onlyTypes(clause) {
  const braces = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!braces) return false;
  const names = braces[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => /^type\s/.test(name));
}

/**
 * What a file's text imports: each specifier, and whether the import loads the module when the
 * file runs (a value) or is erased by the compiler (types only).
 */
export function importsOf(text) {
  const imports = [];
  for (const match of text.matchAll(FROM)) {
    const types = Boolean(match[1]) || onlyTypes(match[2] ?? '');
    imports.push({ specifier: match[3], loaded: !types });
  }
  for (const pattern of [BARE, DYNAMIC]) {
    for (const match of text.matchAll(pattern)) imports.push({ specifier: match[1], loaded: true });
  }
  return imports;
}

/**
 * The file a relative specifier names, as TypeScript and Vite find it ('./x', './x.js',
 * './x/index'); a declaration file stands for its script (cardRules.d.ts is cardRules.js).
 */
export function resolveSpecifier(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.(js|ts|tsx)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.d.ts`, `${stem}.js`];
  candidates.push(join(base, 'index.ts'), join(base, 'index.tsx'));
  const found = candidates.find((path) => existsSync(path) && statSync(path).isFile());
  return found?.replace(/\.d\.ts$/, '.js');
}

/**
 * The graph of `root`'s files: each file and the files it imports, type imports included
 * unless `loadedOnly`. `texts` may hold a file's text as an editor has it, before it is saved;
 * the text of every other file is read and added to it.
 */
export function importGraph(root, { loadedOnly = false, texts = new Map() } = {}) {
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    if (!texts.has(file)) texts.set(file, readFileSync(file, 'utf8'));
    const text = texts.get(file);
    const targets = new Set();
    for (const { specifier, loaded } of importsOf(text)) {
      if (loadedOnly && !loaded) continue;
      const target = resolveSpecifier(file, specifier);
      if (target) targets.add(target);
    }
    graph.set(file.replace(/\.d\.ts$/, '.js'), [...targets]);
  }
  return graph;
}

/**
 * Groups of files that import each other, directly or around a loop (Tarjan's strongly
 * connected components of more than one file, or a file importing itself).
 */
export function importCycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target) ?? Infinity));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
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

/** The shortest way from `from` back to `to` through `graph`, both ends included. */
export function shortestPath(graph, from, to) {
  const cameFrom = new Map([[from, undefined]]);
  const queue = [from];
  for (let node = queue.shift(); node !== undefined; node = queue.shift()) {
    if (node === to) {
      const path = [];
      for (let step = node; step !== undefined; step = cameFrom.get(step)) path.unshift(step);
      return path;
    }
    for (const target of graph.get(node) ?? []) {
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return undefined;
}
