import { defineConfig } from 'vitest/config';

/**
 * Test files that change the process for the files after them, so each runs in a fresh one
 * (vitest.alone.config.ts): the route fuzzing lowers the console's password cost for its
 * thousands of sign-ins, the PostgreSQL suites leave pooled connections that error when their
 * cluster stops, and the id tests move the clock to 2031.
 */
export const RUN_ALONE = [
  'src/routeFuzz.*.test.ts',
  'src/db/postgres.test.ts',
  'src/scaleOut.test.ts',
  'src/ids.test.ts',
];

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: RUN_ALONE,
    // One module graph per worker, not per file: importing the service's modules again for each
    // of ~80 files cost about 4 minutes of CPU in a full run, and Fastify compiled every route's
    // schemas again for each (src/http/compiledOnce.ts shares them within a process).
    isolate: false,
    testTimeout: 20_000,
  },
});
