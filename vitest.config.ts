import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One `vitest run` covers every workspace's unit and integration tests; each project keeps its
// own environment (node for the services, jsdom for the page).
export default defineConfig({
  test: {
    // The page's tests run twice: with React, as written, and with Preact's compatibility layer,
    // which the browser runs (docs/decisions/0027).
    projects: [
      'packages/contract',
      'apps/server',
      'apps/gateway',
      'apps/web',
      'apps/web/vitest.preact.config.ts',
    ],
    // Vitest's default leaves one core free, which is one worker on a two-core machine: the
    // tests wait on I/O (SQLite, child processes, HTTP) often enough that two workers there ran
    // the suite in 9.6 min instead of 14.7 (every test passing; see the issue 12 note).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
