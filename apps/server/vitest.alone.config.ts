import { defineConfig } from 'vitest/config';
// With its extension: Vite's native config loader (its coming default) needs it.
import { RUN_ALONE } from './vitest.config.ts';

/** The service's test files that each need a process of their own (see RUN_ALONE). */
export default defineConfig({
  test: {
    name: 'server-alone',
    environment: 'node',
    include: RUN_ALONE,
    testTimeout: 20_000,
  },
});
