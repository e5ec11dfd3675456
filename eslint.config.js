// One lint config for the whole repository. The import rules encode DESIGN.md's boundaries:
// apps never import each other, only the contract; web features never import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importCycleRule } from './scripts/lint/importCycleRule.mjs';
import { modulesLoadingTypeBox } from './scripts/lint/typeBoxModules.mjs';

const otherApps = (self) =>
  ['server', 'gateway', 'web', 'console']
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

/** The same for the console's screens (apps/console/src/screens/<screen>). */
const consoleScreenZones = readdirSync(new URL('./apps/console/src/screens', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `./apps/console/src/screens/${name}`,
    from: './apps/console/src/screens',
    except: [`./${name}`],
    message: 'Screens never import each other; move shared code to components/ or api/.',
  }));

/**
 * SQL lives in repositories (files named `*Repository.ts`) and in the store's own plumbing (the
 * service's `db/`, the gateway's `store/`: connection, migrations, paging): a handler or a use
 * case that builds its own query hides a table's readers from whoever changes the table. Kysely
 * starts every query with one of these calls on the database handle or a transaction, and raw
 * SQL with its `sql` tag; a transaction itself (`db.transaction()`) may be opened anywhere.
 */
const QUERY_STARTS =
  /^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|executeQuery)$/;
const sqlOnlyInRepositories = {
  files: ['apps/server/src/**/*.ts', 'apps/gateway/src/**/*.ts'],
  ignores: [
    '**/*Repository.ts',
    'apps/server/src/db/**',
    'apps/gateway/src/store/**',
    // Tests and their harness seed and read the store directly, as a test may.
    '**/*.test.ts',
    'apps/*/src/testing/**',
  ],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...[
        `CallExpression[callee.property.name=${QUERY_STARTS}]`,
        "TaggedTemplateExpression[tag.name='sql']",
        "MemberExpression[object.name='sql']",
        "ImportDeclaration[source.value='kysely'][importKind!='type'] > ImportSpecifier[imported.name=/^(sql|CompiledQuery)$/][importKind!='type']",
      ].map((selector) => ({
        selector,
        message:
          'SQL lives in a *Repository.ts file (or the db/ plumbing); call a repository here.',
      })),
    ],
  },
};

const appBoundary = (self) => ({
  files: [`apps/${self}/**/*.{ts,tsx}`],
  rules: { 'no-restricted-imports': ['error', { patterns: otherApps(self) }] },
});

/**
 * The page ships no TypeBox (docs/decisions/0003): its code imports the schemas' types only.
 * `import type` is erased; a value import of TypeBox, or of a contract module that loads it,
 * would put the validator in the shopper's bundle. The list follows the contract's code.
 */
const NO_TYPEBOX =
  'The page imports only types from TypeBox and from contract modules that load it.';
const typeBoxModules = modulesLoadingTypeBox(
  new URL('./packages/contract/src', import.meta.url).pathname,
).map((module) => `@paypage/contract/${module}`);
const pageWithoutTypeBox = {
  // The merchants' console follows the same rule: its bundle has a budget too (bench/bundle).
  files: ['apps/web/src/**/*.{ts,tsx}', 'apps/console/src/**/*.{ts,tsx}'],
  // Tests run in Node and may check the page's data against the schemas.
  ignores: ['**/*.test.{ts,tsx}', 'apps/console/src/test/**'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: typeBoxModules.map((name) => ({
          name,
          allowTypeImports: true,
          message: NO_TYPEBOX,
        })),
        patterns: [
          {
            group: ['typebox', 'typebox/*', '@sinclair/typebox', '@sinclair/typebox/*'],
            allowTypeImports: true,
            message: NO_TYPEBOX,
          },
        ],
      },
    ],
    // `import()` loads a module too, and the rule above does not see it.
    'no-restricted-syntax': [
      'error',
      ...['typebox', '@sinclair/typebox', ...typeBoxModules].map((name) => ({
        selector: `ImportExpression[source.value='${name}']`,
        message: NO_TYPEBOX,
      })),
      {
        selector: 'ImportExpression[source.value=/^(typebox|@sinclair.typebox)[/]/]',
        message: NO_TYPEBOX,
      },
    ],
  },
};

/** Local rules: what the plugins cannot say. */
const paypage = { rules: { 'no-import-cycle': importCycleRule } };

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
    plugins: { import: importPlugin, paypage },
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
  sqlOnlyInRepositories,
  {
    // Within each package's sources, cycles are found with type imports counted, which
    // import/no-cycle cannot do; it stays on for the rest (e2e, bench, build scripts), where it
    // is cheap. Over the sources it took 85% of the lint's time to find less.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    rules: { 'paypage/no-import-cycle': 'error', 'import/no-cycle': 'off' },
  },
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
    files: ['apps/console/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: otherApps('console') }],
    },
  },
  {
    // One folder per console screen: a screen never imports another; shared code lives in
    // api/, i18n/, components/ and format/.
    files: ['apps/console/src/screens/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: consoleScreenZones }],
    },
  },
  pageWithoutTypeBox,
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
