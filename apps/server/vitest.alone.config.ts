import { defineConfig } from 'vitest/config';
import { RUN_ALONE } from './vitest.config';

/** The service's test files that each need a process of their own (see RUN_ALONE). */
export default defineConfig({
  test: {
    name: 'server-alone',
    environment: 'node',
    include: RUN_ALONE,
    testTimeout: 20_000,
  },
});
