import { defineProject, mergeConfig } from 'vitest/config';
// With its extension, unlike src: Vite's native config loader (its coming default) needs it.
import viteConfig from './vite.config.ts';

/**
 * Tests that run under Preact only (web-preact), which the browser runs: the page's words in
 * every language do not depend on the renderer, and 30 languages' pages twice would be slow.
 */
export const PREACT_ONLY = ['src/app/everyLanguage.test.tsx'];

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      exclude: [...PREACT_ONLY, '**/node_modules/**'],
      setupFiles: ['./src/test/setup.ts'],
      // As the other projects: a jsdom test that takes 1 s alone can take several on CI's busy
      // two cores while the server's fuzzing runs beside it.
      testTimeout: 20_000,
    },
  }),
);
