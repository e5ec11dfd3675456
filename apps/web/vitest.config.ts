import { defineProject, mergeConfig } from 'vitest/config';
// With its extension, unlike src: Vite's native config loader (its coming default) needs it.
import viteConfig from './vite.config.ts';

/**
 * The page's tests under React, as the code is written (docs/decisions/0027, amended by 0036):
 * the first paint, which the service renders with React's server renderer; the build's tests;
 * and every method route's page once, so that the code stays React code. Every other test runs
 * under Preact only (web-preact, vitest.preact.config.ts), which is what the browser runs.
 */
const UNDER_REACT = [
  'src/app/firstPaint.test.tsx',
  'src/app/methodRoutes.test.tsx',
  'build/**/*.test.ts',
];

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: UNDER_REACT,
      setupFiles: ['./src/test/setup.ts'],
      // As the other projects: a jsdom test that takes 1 s alone can take several on CI's busy
      // two cores while the server's fuzzing runs beside it.
      testTimeout: 20_000,
    },
  }),
);
