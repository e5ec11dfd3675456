/**
 * Bundle weight of the hosted payment page: what the landing route (/uuid/{uuid}) costs before
 * any lazy chunk, and what each lazy chunk adds. Fails (exit 1) over the landing budget.
 * Run: npm run bench:bundle (builds apps/web first when there is no build).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileWeight } from './viteManifest';
import { filesOf, readManifest, staticClosure, weighFile } from './viteManifest';

const LANDING_BUDGET_GZIP_BYTES = 100 * 1024;
// Issue 4: what the card route (/uuid/{uuid}/card) fetches beyond the landing route.
const CARD_ROUTE_BUDGET_GZIP_BYTES = 20 * 1024;
const CARD_ROUTE_CHUNKS = [
  'src/features/methodLayout/methodLayout.tsx',
  'src/features/card/cardPage.tsx',
];

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const distDir = join(repoRoot, 'apps', 'web', 'dist');
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

// The card page's chunks and what they import statically, less what the landing route brought.
const cardRouteKeys = [...staticClosure(manifest, CARD_ROUTE_CHUNKS)].filter(
  (key) => !landingKeys.has(key),
);
const cardRoute = filesOf(manifest, cardRouteKeys).map((file) => weighFile(distDir, file));
const cardRouteGzipBytes = sum(cardRoute);
const cardWithinBudget =
  CARD_ROUTE_CHUNKS.every((key) => manifest[key]) &&
  cardRouteGzipBytes <= CARD_ROUTE_BUDGET_GZIP_BYTES;

const withinBudget = landingGzipBytes <= LANDING_BUDGET_GZIP_BYTES;
const share = ((landingGzipBytes / LANDING_BUDGET_GZIP_BYTES) * 100).toFixed(1);

console.log('Landing route /uuid/{uuid} (entry + static imports + CSS)');
console.log(row('file', 'raw B', 'gzip B'));
landing.forEach((w) => console.log(row(w.file, w.rawBytes, w.gzipBytes)));
console.log(row('total', '', landingGzipBytes));
console.log(
  `  budget ${LANDING_BUDGET_GZIP_BYTES} B gzip: ${share}% used, ${withinBudget ? 'OK' : 'OVER'}\n`,
);
console.log('Card route /uuid/{uuid}/card, beyond the landing route');
console.log(row('file', 'raw B', 'gzip B'));
cardRoute.forEach((w) => console.log(row(w.file, w.rawBytes, w.gzipBytes)));
console.log(row('total', '', cardRouteGzipBytes));
console.log(
  `  budget ${CARD_ROUTE_BUDGET_GZIP_BYTES} B gzip: ${((cardRouteGzipBytes / CARD_ROUTE_BUDGET_GZIP_BYTES) * 100).toFixed(1)}% used, ${cardWithinBudget ? 'OK' : 'OVER'}\n`,
);
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
    cardRouteGzipBytes: CARD_ROUTE_BUDGET_GZIP_BYTES,
    cardWithinBudget,
  },
  landing: { gzipBytes: landingGzipBytes, files: landing },
  cardRoute: { gzipBytes: cardRouteGzipBytes, files: cardRoute },
  lazyChunks,
};
writeFileSync(resultFile, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nResults written to ${resultFile}`);

if (!cardWithinBudget) {
  console.error(
    `The card route is ${cardRouteGzipBytes - CARD_ROUTE_BUDGET_GZIP_BYTES} B over budget.`,
  );
  process.exitCode = 1;
}
if (!withinBudget) {
  console.error(`Landing route is ${landingGzipBytes - LANDING_BUDGET_GZIP_BYTES} B over budget.`);
  process.exit(1);
}
