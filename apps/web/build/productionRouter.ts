import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router's package points every import at its development build, whose only difference
 * from the production build next to it is `ENABLE_DEV_WARNINGS = true` and the warning texts
 * that flag keeps. The page's build takes the production one: about 480 B gzip off the landing
 * route (bench:bundle). Tests and the dev server keep the warnings.
 */
export function productionRouter(): Plugin {
  const packageJson = createRequire(import.meta.url).resolve('react-router/package.json');
  const production = join(dirname(packageJson), 'dist', 'production', 'index.mjs');
  return {
    name: 'paypage:production-router',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? production : null;
    },
  };
}
