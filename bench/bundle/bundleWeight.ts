/**
 * Bundle weight of the hosted payment page: what the landing route (/uuid/{uuid}) costs before
 * any lazy chunk, what each payment method's route adds to it, and what each lazy chunk weighs.
 * Fails (exit 1) over the landing budget or over a method route's budget.
 * Run: npm run bench:bundle (builds apps/web first when there is no build).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileWeight } from './viteManifest';
import { filesOf, readManifest, staticClosure, weighFile } from './viteManifest';

const LANDING_BUDGET_GZIP_BYTES = 100 * 1024;
// Issues 4, 9, 10, 11: what a method's route (/uuid/{uuid}/card, …/sepa-dd …) fetches beyond the
// landing route: the method layout and the method's module (app/methodRegistry) with its page.
const METHOD_ROUTE_BUDGET_GZIP_BYTES = 20 * 1024;
const METHOD_LAYOUT_CHUNK = 'src/features/methodLayout/methodLayout.tsx';
const METHOD_MODULE = /^src\/features\/([^/]+)\/[^/]*Method\.tsx?$/;

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const distDir = process.env.BENCH_WEB_DIST ?? join(repoRoot, 'apps', 'web', 'dist');
const resultFile = join(repoRoot, 'bench', 'results', 'bundle.json');

function buildWhenMissing(): void {
  if (existsSync(join(distDir, '.vite', 'manifest.json'))) return;
  console.log('apps/web/dist has no manifest: building the web app first\n');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('The web build failed.');
    process.exit(1);
  }
}

const sum = (weights: FileWeight[]): number => weights.reduce((total, w) => total + w.gzipBytes, 0);
const row = (label: string, raw: number | string, gzip: number | string): string =>
  `  ${label.padEnd(44)} ${String(raw).padStart(9)} ${String(gzip).padStart(9)}`;

buildWhenMissing();
const manifest = readManifest(distDir);
const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
const landingKeys = staticClosure(manifest, entries);
const landing = filesOf(manifest, landingKeys).map((file) => weighFile(distDir, file));
const landingGzipBytes = sum(landing);

// Everything else is fetched on demand: languages, payment-method pages and chunks they share.
const lazyChunks = Object.entries(manifest)
  .filter(([key]) => !landingKeys.has(key))
  .map(([key, chunk]) => {
    const files = filesOf(manifest, [key]).map((file) => weighFile(distDir, file));
    return { chunk: chunk.src ?? chunk.name ?? key, files, gzipBytes: sum(files) };
  })
  .sort((a, b) => b.gzipBytes - a.gzipBytes);

// Each method module's chunks and what they import statically, less what the landing route brought.
const methodRoutes = Object.keys(manifest)
  .filter((key) => METHOD_MODULE.test(key))
  .sort()
  .map((key) => {
    const routeKeys = [...staticClosure(manifest, [METHOD_LAYOUT_CHUNK, key])].filter(
      (chunk) => !landingKeys.has(chunk),
    );
    const files = filesOf(manifest, routeKeys).map((file) => weighFile(distDir, file));
    const gzipBytes = sum(files);
    const name = METHOD_MODULE.exec(key)?.[1] ?? key;
    return {
      name,
      module: key,
      files,
      gzipBytes,
      withinBudget: gzipBytes <= METHOD_ROUTE_BUDGET_GZIP_BYTES,
    };
  });
const methodsWithinBudget =
  methodRoutes.length > 0 && methodRoutes.every((route) => route.withinBudget);

const withinBudget = landingGzipBytes <= LANDING_BUDGET_GZIP_BYTES;
const share = ((landingGzipBytes / LANDING_BUDGET_GZIP_BYTES) * 100).toFixed(1);

console.log('Landing route /uuid/{uuid} (entry + static imports + CSS)');
console.log(row('file', 'raw B', 'gzip B'));
landing.forEach((w) => console.log(row(w.file, w.rawBytes, w.gzipBytes)));
console.log(row('total', '', landingGzipBytes));
console.log(
  `  budget ${LANDING_BUDGET_GZIP_BYTES} B gzip: ${share}% used, ${withinBudget ? 'OK' : 'OVER'}\n`,
);
for (const route of methodRoutes) {
  console.log(`Method route ${route.name} (${route.module}), beyond the landing route`);
  console.log(row('file', 'raw B', 'gzip B'));
  route.files.forEach((w) => console.log(row(w.file, w.rawBytes, w.gzipBytes)));
  console.log(row('total', '', route.gzipBytes));
  const used = ((route.gzipBytes / METHOD_ROUTE_BUDGET_GZIP_BYTES) * 100).toFixed(1);
  console.log(
    `  budget ${METHOD_ROUTE_BUDGET_GZIP_BYTES} B gzip: ${used}% used, ${route.withinBudget ? 'OK' : 'OVER'}\n`,
  );
}
console.log(`Lazy chunks (${lazyChunks.length}), own weight each`);
console.log(row('chunk', 'raw B', 'gzip B'));
for (const lazy of lazyChunks) {
  const rawBytes = lazy.files.reduce((total, w) => total + w.rawBytes, 0);
  console.log(row(lazy.chunk, rawBytes, lazy.gzipBytes));
}

mkdirSync(dirname(resultFile), { recursive: true });
const result = {
  measuredAt: new Date().toISOString(),
  budget: {
    landingGzipBytes: LANDING_BUDGET_GZIP_BYTES,
    withinBudget,
    methodRouteGzipBytes: METHOD_ROUTE_BUDGET_GZIP_BYTES,
    methodsWithinBudget,
  },
  landing: { gzipBytes: landingGzipBytes, files: landing },
  methodRoutes,
  lazyChunks,
};
writeFileSync(resultFile, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nResults written to ${resultFile}`);

for (const route of methodRoutes.filter((r) => !r.withinBudget)) {
  console.error(
    `The ${route.name} route is ${route.gzipBytes - METHOD_ROUTE_BUDGET_GZIP_BYTES} B over budget.`,
  );
  process.exitCode = 1;
}
if (methodRoutes.length === 0) {
  console.error('No method module (src/features/<method>/<name>Method.ts) in the build.');
  process.exitCode = 1;
}
if (!withinBudget) {
  console.error(`Landing route is ${landingGzipBytes - LANDING_BUDGET_GZIP_BYTES} B over budget.`);
  process.exit(1);
}
