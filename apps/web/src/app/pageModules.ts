/**
 * What the first screen of a link's page needs beyond the landing route, by the path segment
 * after /uuid/{uuid}/ (SPEC §2): the lazily loaded modules it renders at once. Plain data: the
 * build (build/pageHints.ts) turns each module into its chunk, the chunks it imports and their
 * styles, and the service names them in the page's HTML, so they download beside the main script
 * instead of after it (docs/decisions/0012). Only a hint: a module missing here costs time, not
 * function. A test keeps it in step with the built methods and the files.
 */
export const PAGE_MODULES: Readonly<Record<string, readonly string[]>> = {
  // Each method's own page: see methodPageModules below.
  'card-challenge': ['src/features/card/challenge/cardChallengePage.tsx'],
  // These check with the service, then show the result page.
  'card-payment-completed': [
    'src/features/card/completed/cardPaymentCompletedPage.tsx',
    'src/features/results/resultPages.ts',
  ],
  'card-asset-payment-completed': [
    'src/features/card/completed/cardPaymentCompletedPage.tsx',
    'src/features/results/resultPages.ts',
  ],
  success: ['src/features/results/resultPages.ts'],
  failure: ['src/features/results/resultPages.ts'],
};

const REGISTRY_LINE = /^\s*([A-Z_]+): \(\) =>\s*import\('\.\.\/(features\/[^']+)'\)/gm;

/**
 * Each built method's page modules by its method, read from the source of methodRegistry.ts
 * (its one line per method), so a new method is hinted without a line here: the method's module
 * (features/<method>/<name>Method.ts). The method layout is part of the page's chunk.
 */
export function methodPageModules(registrySource: string): Record<string, readonly string[]> {
  return Object.fromEntries(
    [...registrySource.matchAll(REGISTRY_LINE)].map(([, method = '', module = '']) => [
      method,
      [`src/${module}.ts`],
    ]),
  );
}

// An entry of the contract's method catalogue: `  CARD: {` up to its closing brace (an entry
// holds no braces of its own), and in it the page's segments.
const CATALOGUE_ENTRY = /^ {2}([A-Z_]+): \{([^{}]*)\}/gm;
const CATALOGUE_SEGMENT = /\b(?:segment|directSegment): '([^']+)'/g;

/**
 * Each method's page segments, read from the source of the contract's methodCatalogue.ts: the
 * build reads them so, as it reads the registry, because the config that runs it cannot load the
 * contract's TypeScript at run time. A test keeps them equal to the catalogue's own.
 */
export function catalogueSegments(catalogueSource: string): Record<string, readonly string[]> {
  return Object.fromEntries(
    [...catalogueSource.matchAll(CATALOGUE_ENTRY)].map(([, method = '', facts = '']) => [
      method,
      [...facts.matchAll(CATALOGUE_SEGMENT)].map(([, segment = '']) => segment),
    ]),
  );
}
