/**
 * Bundle weight of the hosted payment page: what the landing route (/uuid/{uuid}) costs before
 * any lazy chunk, what each payment method's route adds to it, and what each lazy chunk weighs;
 * and the merchants' console's first screen (consoleWeight.ts).
 * Fails (exit 1) over the landing budget, a method route's budget or the console's.
 * Run: npm run bench:bundle (builds apps/web first when there is no build).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONSOLE_FIRST_SCREEN_BUDGET_GZIP_BYTES, weighConsole } from './consoleWeight';
import type { FileWeight } from './viteManifest';
import { filesOf, readManifest, staticClosure, weighFile } from './viteManifest';

const LANDING_BUDGET_GZIP_BYTES = 100 * 1024;
// Issues 4, 9, 10, 11: what a method's route (/uuid/{uuid}/card, …/sepa-dd …) fetches beyond the
// landing route: the method's module (app/methodRegistry) with its page and what they import.
const METHOD_ROUTE_BUDGET_GZIP_BYTES = 20 * 1024;

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

// Each method's route: the files the service hints for its first screen (the web build's
// .vite/page-hints.json, docs/decisions/0012), which are the method's module with what it
// imports, less what the landing route brought (the method layout is part of it). Read from the
// hints, not the manifest: a module a chunk group of vite.config.ts took in (the card's) has no
// manifest entry of its own. Paths whose files are the same (two methods of one module) are one
// route.
interface PageHints {
  pages: Record<string, { scripts: string[]; styles: string[] }>;
  /** The pages that are a payment method's own. */
  methodSegments: string[];
}
const hints = JSON.parse(
  readFileSync(join(distDir, '.vite', 'page-hints.json'), 'utf8'),
) as PageHints;
const routesByFiles = new Map<string, { segments: string[]; files: string[] }>();
for (const [segment, page] of Object.entries(hints.pages).sort(([a], [b]) => a.localeCompare(b))) {
  const files = [...page.scripts, ...page.styles].map((href) => href.replace(/^\//, ''));
  if (!hints.methodSegments.includes(segment)) continue;
  const key = [...files].sort().join(' ');
  const route = routesByFiles.get(key) ?? { segments: [], files };
  route.segments.push(segment);
  routesByFiles.set(key, route);
}
const methodRoutes = [...routesByFiles.values()].map(({ segments, files }) => {
  const weights = files.map((file) => weighFile(distDir, file));
  const gzipBytes = sum(weights);
  return {
    name: segments.join(', '),
    files: weights,
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
  console.log(`Method route /uuid/{uuid}/${route.name}, beyond the landing route`);
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

const consoleWeight = weighConsole(repoRoot);
const consoleShare = (
  (consoleWeight.gzipBytes / CONSOLE_FIRST_SCREEN_BUDGET_GZIP_BYTES) *
  100
).toFixed(1);
console.log(
  `\nConsole first screen /console (entry + static imports + CSS + heaviest screen: ${consoleWeight.heaviestScreen ?? 'none'})`,
);
console.log(row('file', 'raw B', 'gzip B'));
consoleWeight.files.forEach((w) => console.log(row(w.file, w.rawBytes, w.gzipBytes)));
console.log(row('total', '', consoleWeight.gzipBytes));
console.log(
  `  budget ${CONSOLE_FIRST_SCREEN_BUDGET_GZIP_BYTES} B gzip: ${consoleShare}% used, ${consoleWeight.withinBudget ? 'OK' : 'OVER'}`,
);

mkdirSync(dirname(resultFile), { recursive: true });
const result = {
  measuredAt: new Date().toISOString(),
  budget: {
    landingGzipBytes: LANDING_BUDGET_GZIP_BYTES,
    withinBudget,
    methodRouteGzipBytes: METHOD_ROUTE_BUDGET_GZIP_BYTES,
    methodsWithinBudget,
    consoleFirstScreenGzipBytes: CONSOLE_FIRST_SCREEN_BUDGET_GZIP_BYTES,
    consoleWithinBudget: consoleWeight.withinBudget,
  },
  landing: { gzipBytes: landingGzipBytes, files: landing },
  methodRoutes,
  lazyChunks,
  console: consoleWeight,
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
  console.error('No method route in the build’s page hints (.vite/page-hints.json).');
  process.exitCode = 1;
}
if (!consoleWeight.withinBudget) {
  console.error(
    `The console's first screen is ${consoleWeight.gzipBytes - CONSOLE_FIRST_SCREEN_BUDGET_GZIP_BYTES} B over budget.`,
  );
  process.exitCode = 1;
}
if (!withinBudget) {
  console.error(`Landing route is ${landingGzipBytes - LANDING_BUDGET_GZIP_BYTES} B over budget.`);
  process.exit(1);
}
