// Which of a package's modules load TypeBox when imported for their values, themselves or
// through another of its modules: the page may import only their types (docs/decisions/0003),
// or TypeBox's code would reach the shopper's browser.
import { relative } from 'node:path';
import { importGraph, importsOf } from './importGraph.mjs';

const TYPEBOX = /^(typebox|@sinclair\/typebox)(\/|$)/;

/** The modules under `root` that load TypeBox, as paths from `root` without their extension. */
export function modulesLoadingTypeBox(root) {
  const texts = new Map();
  const graph = importGraph(root, { loadedOnly: true, texts });
  const loading = new Set();
  for (const [file, text] of texts) {
    const imports = importsOf(text);
    if (imports.some(({ specifier, loaded }) => loaded && TYPEBOX.test(specifier)))
      loading.add(file);
  }
  // Until nothing changes: a module loading one that loads TypeBox loads it too.
  for (let grown = true; grown;) {
    grown = false;
    for (const [file, targets] of graph) {
      if (!loading.has(file) && targets.some((target) => loading.has(target))) {
        loading.add(file);
        grown = true;
      }
    }
  }
  return [...loading]
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .map((file) => relative(root, file).replace(/\.(ts|tsx|js|mjs)$/, ''))
    .sort();
}
