import { lazyPage } from '../../lib/lazyPage';
import type { RouteObject } from 'react-router';

// Lazily loaded: the landing route, which every shopper loads, does not carry them.
export const SuccessPage = lazyPage(() =>
  import('./resultPages').then((pages) => pages.CheckedSuccessPage),
);
export const FailurePage = lazyPage(() =>
  import('./resultPages').then((pages) => pages.CheckedFailurePage),
);
const VerifiedSuccessPage = lazyPage(() =>
  import('./verifiedResult').then((page) => page.VerifiedSuccessPage),
);
const VerifiedFailurePage = lazyPage(() =>
  import('./verifiedResult').then((page) => page.VerifiedFailurePage),
);

/**
 * Result pages under /uuid/:uuid (paths relative to it; SPEC §2). They belong beside the
 * VALID-only gate: after a payment the link is CONSUMED and the result must still show. Each
 * reads the payment it is about before it says anything (checkedResult). The
 * /mid/{mid}/ pair is where a redirect-to-payment provider sends the shopper back, {mid} being
 * our transaction id: those pages ask the service how it ended rather than trust the address
 * (verifiedResult). Variants come from the query: lib/results/resultQuery.
 */
export const resultRoutes: RouteObject[] = [
  { path: 'success', element: <SuccessPage /> },
  { path: 'failure', element: <FailurePage /> },
  { path: 'mid/:mid/success', element: <VerifiedSuccessPage /> },
  { path: 'mid/:mid/failure', element: <VerifiedFailurePage /> },
];
