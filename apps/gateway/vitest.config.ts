import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'gateway',
    environment: 'node',
    // One module graph per worker, not per file (as the service's tests): each file imported the
    // gateway's modules again, about a minute of CPU in all; no gateway test changes the process.
    isolate: false,
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
