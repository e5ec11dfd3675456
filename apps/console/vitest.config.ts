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
    },
  }),
);
