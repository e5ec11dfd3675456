import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest files first, so that both workers finish together. Vitest orders by the last
 * run's durations when its cache has them, and otherwise (a clean clone, as on CI) by file size,
 * project by project: the route fuzzing's two files (about a third of all the tests' CPU time,
 * in three-line files) then started last, nine minutes in, and ran on after the rest had ended.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isFuzzing = (file: TestSpecification) => /routeFuzz\.\d+\.test\.ts$/.test(file.moduleId);
    return [...sorted.filter(isFuzzing), ...sorted.filter((file) => !isFuzzing(file))];
  }
}

// One `vitest run` covers every workspace's unit and integration tests; each project keeps its
// own environment (node for the services, jsdom for the page).
export default defineConfig({
  test: {
    // The page's tests run twice: with React, as written, and with Preact's compatibility layer,
    // which the browser runs (docs/decisions/0027).
    projects: [
      'packages/contract',
      'apps/server',
      'apps/server/vitest.alone.config.ts',
      'apps/gateway',
      'apps/web',
      'apps/web/vitest.preact.config.ts',
      'apps/console',
    ],
    // Vitest's default leaves one core free, which is one worker on a two-core machine: the
    // tests wait on I/O (SQLite, child processes, HTTP) often enough that two workers there ran
    // the suite in 9.6 min instead of 14.7 (every test passing; see the issue 12 note).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: LongestFirst },
  },
});
