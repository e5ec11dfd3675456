import type { RouteObject } from 'react-router';
import { LandingPage } from '../features/landing/landingPage';
import { SessionNotFoundPage } from '../features/sessionNotFound/sessionNotFoundPage';
import { PageShell } from './pageShell';
import { SESSION_NOT_FOUND_PATH } from './paths';
import { PaymentLinkRoute } from './paymentLinkRoute';
import { ValidLinkGate } from './validLinkGate';

/**
 * The page's route table: SPEC §2 in one place.
 *
 * /uuid/:uuid (PaymentLinkRoute) checks the uuid and loads the link; pages below it read it
 * with usePaymentLink(). To add a payment method, add a child of ValidLinkGate whose page is
 * a lazy import, so each method is its own chunk (PageShell's Suspense shows the loader):
 *   const CardPage = lazy(() =>
 *     import('../features/card/cardPage').then((page) => ({ default: page.CardPage })),
 *   );
 *   { path: 'card', element: <CardPage /> }
 * Result pages (success, failure, *-completed) go beside ValidLinkGate, not under it: after a
 * payment the link is no longer VALID.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <PageShell />,
    children: [
      { index: true, element: <SessionNotFoundPage /> },
      { path: 'uuid', element: <SessionNotFoundPage /> },
      { path: SESSION_NOT_FOUND_PATH, element: <SessionNotFoundPage /> },
      {
        path: 'uuid/:uuid',
        element: <PaymentLinkRoute />,
        children: [
          {
            element: <ValidLinkGate />,
            children: [{ index: true, element: <LandingPage /> }],
          },
        ],
      },
      // Any other top-level path has no session to show (SPEC §2).
      { path: '*', element: <SessionNotFoundPage /> },
    ],
  },
];
