import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * The flags of e2e/support/environment.ts (CHROMIUM_ARGS), which work on this machine's closed
 * network; repeated here because the bench and the end-to-end suite share nothing but the
 * contract.
 */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface PageRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  transferredBytes: number;
  /**
   * The HTML document's bytes on the wire, headers included: past about 14.6 KB (a new
   * connection's first ten segments) the first paint waits one more round trip (decision 0037).
   */
  documentBytes: number;
  /**
   * Lighthouse's measure of this machine's speed during the run (higher is faster): the CPU
   * time it observes is scaled by a fixed 4×, so a busy machine reads as a slow phone.
   */
  benchmarkIndex: number;
  /** The whole Lighthouse report, for a closer look (bench/results/lighthouse/). */
  report: string;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** One Lighthouse run (the default config: mobile, simulated throttling) in a fresh browser. */
export async function runLighthouse(url: string): Promise<PageRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError, environment } = result.lhr;
    if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories['best-practices']?.score),
      lcpMs: numeric('largest-contentful-paint'),
      fcpMs: numeric('first-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      transferredBytes: numeric('total-byte-weight'),
      documentBytes:
        (
          audits['network-requests']?.details as
            { items?: { resourceType?: string; transferSize?: number }[] } | undefined
        )?.items?.find((item) => item.resourceType === 'Document')?.transferSize ?? Number.NaN,
      benchmarkIndex: environment.benchmarkIndex,
      report: typeof result.report === 'string' ? result.report : '',
    };
  } finally {
    chrome.kill();
  }
}
