// One lint config for the whole repository. The import rules encode DESIGN.md's boundaries:
// apps never import each other, only the contract; web features never import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const otherApps = (self) =>
  ['server', 'gateway', 'web']
    .filter((app) => app !== self)
    .map((app) => ({
      group: [`**/apps/${app}/**`, `@paypage/${app}`, `@paypage/${app}/**`],
      message: 'Apps talk over HTTP only; share code through packages/contract.',
    }));

/** One zone per feature folder: a feature may import only itself (and shared code). */
const featureZones = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./apps/web/src/features/${name}`,
    from: './apps/web/src/features',
    except: [`./${name}`],
    message: 'Features never import each other; move shared code to components/ or lib/.',
  }));

const appBoundary = (self) => ({
  files: [`apps/${self}/**/*.{ts,tsx}`],
  rules: { 'no-restricted-imports': ['error', { patterns: otherApps(self) }] },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-render/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { import: importPlugin },
    rules: {
      'import/no-cycle': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@paypage/*'],
              message: 'The contract imports nothing of ours.',
            },
          ],
        },
      ],
    },
  },
  appBoundary('server'),
  appBoundary('gateway'),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: otherApps('web') }],
    },
  },
  {
    // A feature (one payment method, one screen family) never imports another feature;
    // shared code never imports features or the app shell.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: featureZones }],
    },
  },
  {
    files: ['apps/web/src/{components,lib}/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web/src/components', from: './apps/web/src/features' },
            { target: './apps/web/src/components', from: './apps/web/src/app' },
            { target: './apps/web/src/lib', from: './apps/web/src/features' },
            { target: './apps/web/src/lib', from: './apps/web/src/app' },
          ],
        },
      ],
    },
  },
);
