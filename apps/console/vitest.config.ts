import { defineProject, mergeConfig } from 'vitest/config';
// With its extension: Vite's native config loader needs it.
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'console',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      // As the other projects: a busy two-core machine makes a jsdom test several times slower.
      testTimeout: 20_000,
      // One module graph per worker, as the service's tests (decision 0036): every file passes
      // without isolation (each test renders its own app, and src/test/setup.ts resets after each
      // what modules keep: the CSRF token, the address, storage, stubs), and the project took
      // 58 s instead of 115 s (imports and setup once per worker instead of once per file).
      isolate: false,
    },
  }),
);
