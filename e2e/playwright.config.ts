import { mkdirSync, rmSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E, E2E_ENV } from './support/environment';

// The whole product as a shopper meets it: `npm start` (server + gateway + built page) on spare
// ports with a fresh data folder, driven by Debian's Chromium. The config is read again in each
// worker, so only the runner (no worker index) empties the folder.
if (process.env.TEST_WORKER_INDEX === undefined) {
  rmSync(E2E.dataDir, { recursive: true, force: true });
  mkdirSync(E2E.dataDir, { recursive: true });
}

export default defineConfig({
  testDir: './tests',
  // Each file in one worker, two workers: every test makes its own links and consumers, so files
  // do not share state; on CI's two cores the suite took 13.3 min instead of 20.0 with one.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: '../test-results/e2e.json' }]]
    : 'list',
  outputDir: '../test-results/e2e',
  use: {
    baseURL: E2E.appOrigin,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone-375',
      use: { viewport: { width: 375, height: 740 }, isMobile: false, hasTouch: true },
      // Specs without a screen (API-level) need only one run, and so do the ones that read every
      // language's words (-languages), which do not change with the width, and a method's flows
      // whose screens its other specs already show at this width (-desktop).
      testIgnore: /-(api|languages|desktop)\.spec\.ts$/,
      // A test whose check does not depend on the width (a charge counted, a return recorded, a
      // route's answer) is tagged @any-width and runs once, at 1280 px.
      grepInvert: /@any-width/,
    },
    { name: 'desktop-1280', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: '..',
    url: `${E2E.appOrigin}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { ...E2E_ENV, DATA_DIR: E2E.dataDir },
  },
});
