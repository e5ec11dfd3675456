import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// Lazily loaded: the landing route, which every shopper loads, does not carry them.
const SuccessPage = lazy(() =>
  import('./successPage').then((page) => ({ default: page.SuccessPage })),
);
const FailurePage = lazy(() =>
  import('./failurePage').then((page) => ({ default: page.FailurePage })),
);
const MidResultPage = lazy(() =>
  import('./midResultPage').then((page) => ({ default: page.MidResultPage })),
);

/**
 * Result pages under /uuid/:uuid (paths relative to it; SPEC §2). They belong beside the
 * VALID-only gate: after a payment the link is CONSUMED and the result must still show. The
 * /mid/{mid}/ pair is where a redirect-to-payment provider sends the shopper back: the same
 * pages, once the service has said how payment {mid} ended (midResultPage). Variants come from
 * the query: lib/results/resultQuery.
 */
export const resultRoutes: RouteObject[] = [
  { path: 'success', element: <SuccessPage /> },
  { path: 'failure', element: <FailurePage /> },
  { path: 'mid/:mid/success', element: <MidResultPage shown="success" /> },
  { path: 'mid/:mid/failure', element: <MidResultPage shown="failure" /> },
];
