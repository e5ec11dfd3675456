import { defineProject, mergeConfig } from 'vitest/config';
// With its extension, unlike src: Vite's native config loader (its coming default) needs it.
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      setupFiles: ['./src/test/setup.ts'],
      // As the other projects: a jsdom test that takes 1 s alone can take several on CI's busy
      // two cores while the server's fuzzing runs beside it.
      testTimeout: 20_000,
    },
  }),
);
