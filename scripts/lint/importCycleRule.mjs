// `import/no-cycle` with type imports counted. eslint-plugin-import's rule skips `import type`
// (it cannot be turned on), yet a cycle through types still ties two folders into one: neither
// can be understood, moved or tested without the other. This rule reads the whole package's
// import graph once per lint run and reports each import that closes a loop.
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { importCycles, importGraph, resolveSpecifier, shortestPath } from './importGraph.mjs';

/** The `src` folder of the package a file belongs to (its nearest folder with a package.json). */
function sourceRoot(file) {
  for (let folder = dirname(file); folder !== dirname(folder); folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json'))) return join(folder, 'src');
  }
  return undefined;
}

/**
 * One graph per package, read when the first of its files is linted. An editor lints one file
 * again and again as it changes: when the text linted is not the text read, the graph is read
 * again with that file's new text.
 */
const graphs = new Map();

function cyclesAround(root, file, text) {
  let known = graphs.get(root);
  if (!known || known.texts.get(file) !== text) {
    const texts = new Map([[file, text]]);
    const graph = importGraph(root, { texts });
    const cycleOf = new Map();
    for (const cycle of importCycles(graph)) for (const member of cycle) cycleOf.set(member, cycle);
    known = { graph, cycleOf, texts };
    graphs.set(root, known);
  }
  return known;
}

export const importCycleRule = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle within a package, type imports included.' },
    schema: [],
    messages: {
      cycle:
        'Import cycle, type imports included: {{path}}. Move what they share into a module of its own.',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    const root = sourceRoot(file);
    if (!root || !file.startsWith(`${root}/`)) return {};
    const { graph, cycleOf } = cyclesAround(root, file, context.sourceCode.text);
    const cycle = cycleOf.get(file);
    if (!cycle) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolveSpecifier(file, specifier);
      if (!target || !cycle.includes(target)) return;
      const back = shortestPath(graph, target, file) ?? [target];
      const path = [file, ...back].map((member) => relative(root, member)).join(' → ');
      context.report({ node, messageId: 'cycle', data: { path } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
