import type { Plugin } from 'vite';

/**
 * The page's code is written for React; in the browser it runs on Preact's compatibility layer,
 * the same API in a third of the bytes (docs/decisions/0027). These aliases make that swap: in the
 * browser build (vite.config.ts) and in the page's unit tests run a second time on Preact
 * (vitest.preact.config.ts).
 */
export const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * The aliases for `vite build` only: the unit tests run in Vite's serve mode and render with
 * React (vitest.config.ts) or take the aliases themselves (vitest.preact.config.ts).
 */
export function preactInTheBrowser(): Plugin {
  return {
    name: 'paypage:preact-in-the-browser',
    apply: 'build',
    config: () => ({ resolve: { alias: PREACT_ALIASES } }),
  };
}
