/**
 * `npm run bench:lighthouse`: how fast the page is on a phone. Builds the page, starts the demo
 * (service + gateway) on spare ports, runs Lighthouse's mobile preset (simulated slow 4G and a
 * 4× slower CPU) three times on the landing page, the card page and a result page, and prints
 * the median of each: performance score, LCP, TBT, CLS, bytes transferred, and the
 * accessibility and best-practices scores. Measures only; it fails only when a run fails.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { startDemo } from './demo';
import { runLighthouse, type PageRun } from './runLighthouse';

const root = new URL('../..', import.meta.url).pathname;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function summary(name: string, runs: PageRun[]) {
  const of = (pick: (run: PageRun) => number) => median(runs.map(pick));
  return {
    page: name,
    performance: of((run) => run.performance),
    lcpMs: Math.round(of((run) => run.lcpMs)),
    fcpMs: Math.round(of((run) => run.fcpMs)),
    tbtMs: Math.round(of((run) => run.tbtMs)),
    cls: Number(of((run) => run.cls).toFixed(3)),
    transferredKB: Number((of((run) => run.transferredBytes) / 1024).toFixed(1)),
    documentKB: Number((of((run) => run.documentBytes) / 1024).toFixed(1)),
    accessibility: of((run) => run.accessibility),
    bestPractices: of((run) => run.bestPractices),
    benchmarkIndex: Math.round(of((run) => run.benchmarkIndex)),
  };
}

console.log('Building the payment page…');
const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) throw new Error('The web build failed');

const reportDir = join(root, 'bench/results/lighthouse');
mkdirSync(reportDir, { recursive: true });
const demo = await startDemo(root);
const loadBefore = loadavg();
const results: Record<string, PageRun[]> = {};
try {
  for (const page of demo.pages) {
    results[page.name] = [];
    for (let run = 1; run <= RUNS; run++) {
      const measured = await runLighthouse(page.url);
      results[page.name]?.push(measured);
      writeFileSync(join(reportDir, `${page.name}-${run}.json`), measured.report);
      console.log(
        `  ${page.name} run ${run}: ${measured.performance} (LCP ${Math.round(measured.lcpMs)} ms, benchmark index ${Math.round(measured.benchmarkIndex)})`,
      );
    }
  }
} finally {
  await demo.stop();
}
const loadAfter = loadavg();

const rows = Object.entries(results).map(([name, runs]) => summary(name, runs));
const numbers = Object.fromEntries(
  Object.entries(results).map(([name, runs]) => [name, runs.map(({ report: _, ...run }) => run)]),
);
const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
console.log(`\nLighthouse mobile preset, median of ${RUNS} runs per page`);
console.log(`Load average before ${load(loadBefore)}, after ${load(loadAfter)} (1, 5, 15 min)\n`);
console.table(rows);
for (const page of demo.pages) console.log(`  ${page.name}: ${page.url}`);
console.log(`Reports: ${reportDir}`);

mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(
  join(root, 'bench/results/lighthouse.json'),
  `${JSON.stringify({ date: new Date().toISOString(), runsPerPage: RUNS, loadBefore, loadAfter, rows, runs: numbers }, null, 2)}\n`,
);
