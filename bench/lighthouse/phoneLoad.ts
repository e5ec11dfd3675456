/**
 * `npm run bench:phone`: the landing, card and result pages, a link that skips its landing page
 * and the SEPA page (it reads the creditor as it opens), loaded in Chromium as its DevTools
 * throttle a phone (562.5 ms round trips, 1.47 Mbit/s down, CPU 4×: Lighthouse's "devtools"
 * mobile settings), with and without the first paint the service draws (docs/decisions/0026).
 * Lighthouse's own numbers are simulated from an unthrottled load (bench:lighthouse); these are
 * what a real, throttled browser does. Prints the median of each page's first contentful paint,
 * largest contentful paint and the moment it is usable (the page's scripts have rendered it: no
 * inert drawing left, a heading in the live page). Measures only.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startDemo } from './demo';

const root = new URL('../..', import.meta.url).pathname;
const RUNS = Number(process.env.PHONE_RUNS ?? 3);
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];

interface Load {
  fcpMs: number;
  lcpMs: number;
  usableMs: number;
}

/**
 * Runs in the page before its own scripts (a string: the bench has no DOM types): records the
 * largest paint and when the page is usable.
 */
const WATCH_PAGE = `
  const marks = (window.benchMarks = {});
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const check = () => {
    const root = document.getElementById('root');
    if (root && !root.hasAttribute('inert') && root.querySelector('h1')) marks.usable = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
`;
/** What WATCH_PAGE keeps (functions evaluated in the page name it through globalThis). */
type Marks = { benchMarks: { lcp?: number; usable?: number } };

async function loadOnce(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    });
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(WATCH_PAGE);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // A function, not a string: the page's policy allows no eval.
    await page.waitForFunction(
      () => (globalThis as unknown as Marks).benchMarks.usable !== undefined,
      undefined,
      {
        timeout: 60_000,
      },
    );
    // The largest paint is reported a moment after it happened.
    await page.waitForTimeout(500);
    return await page.evaluate(() => {
      const { benchMarks } = globalThis as unknown as Marks;
      return {
        fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        lcpMs: benchMarks.lcp ?? Number.NaN,
        usableMs: benchMarks.usable ?? Number.NaN,
      };
    });
  } finally {
    await context.close();
  }
}

const median = (values: number[]) =>
  Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN);

console.log('Building the payment page…');
const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (build.status !== 0) throw new Error('The web build failed');

const rows: Record<string, string | number>[] = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
try {
  const variants: { name: string; env: Record<string, string> }[] = [
    // A folder without a renderer: the service sends every page as built (decision 0012).
    { name: 'without first paint', env: { WEB_RENDER_DIR: mkdtempSync(join(tmpdir(), 'no-')) } },
    { name: 'with first paint', env: {} },
  ];
  for (const variant of variants) {
    const demo = await startDemo(root, variant.env);
    try {
      for (const page of demo.pages) {
        const loads: Load[] = [];
        for (let run = 0; run < RUNS; run++) loads.push(await loadOnce(browser, page.url));
        rows.push({
          page: page.name,
          variant: variant.name,
          fcpMs: median(loads.map((load) => load.fcpMs)),
          lcpMs: median(loads.map((load) => load.lcpMs)),
          usableMs: median(loads.map((load) => load.usableMs)),
        });
      }
    } finally {
      await demo.stop();
    }
  }
} finally {
  await browser.close();
}
console.log(`\nDevTools-throttled phone (562.5 ms RTT, 1.47 Mbit/s, CPU 4×), median of ${RUNS}`);
console.table(rows);
