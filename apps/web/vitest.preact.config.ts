import { fileURLToPath } from 'node:url';
import { defineProject, mergeConfig } from 'vitest/config';
// With its extension, unlike src: Vite's native config loader (its coming default) needs it.
import { PREACT_ALIASES } from './build/preactAliases.ts';
import webProject from './vitest.config.ts';

/**
 * The page's unit tests again, rendered by what the browser runs: Preact's compatibility layer
 * (docs/decisions/0027), with Testing Library's Preact renderer; React Router goes through the
 * aliases too, so every component renders with one runtime.
 */
const preactProject = mergeConfig(
  webProject,
  defineProject({
    resolve: {
      alias: [
        // Testing Library's React renderer would render with React DOM itself.
        { find: /^@testing-library\/react$/, replacement: '@testing-library/preact' },
        // The queries of the version the React tests use (its own is older: no "paragraph" role).
        {
          find: /^@testing-library\/dom$/,
          replacement: fileURLToPath(
            new URL('../../node_modules/@testing-library/dom/dist/index.js', import.meta.url),
          ),
        },
        // Its ES module build: the CommonJS one's require('react') is not aliased.
        {
          find: /^react-router$/,
          replacement: fileURLToPath(
            new URL('../../node_modules/react-router/dist/development/index.mjs', import.meta.url),
          ),
        },
        ...PREACT_ALIASES,
      ],
    },
    test: {
      name: 'web-preact',
      env: { PAGE_RUNTIME: 'preact' },
      // Not about the browser's runtime: the service's first paint renders with React's server
      // renderer, and the build's tests build the page.
      exclude: ['src/app/firstPaint.test.tsx', 'build/**', '**/node_modules/**'],
      server: { deps: { inline: [/@testing-library\/preact/, /react-router/] } },
    },
  }),
);

// Merged configs join their lists: this project runs every test of the page, not the React
// project's few.
preactProject.test.include = ['src/**/*.test.{ts,tsx}'];

export default preactProject;
