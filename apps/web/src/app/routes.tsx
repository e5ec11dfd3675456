import { lazyPage } from '../lib/lazyPage';
import type { RouteObject } from 'react-router';
import { LandingPage } from '../features/landing/landingPage';
import { resultRoutes } from '../features/results/resultRoutes';
import { SessionNotFoundPage } from './rarePages';
import { CATALOGUE_METHODS, METHOD_CATALOGUE } from '@paypage/contract/methodCatalogue';
import type { MethodGate } from '@paypage/contract/methodCatalogue';
import { methodSegments } from '../lib/paymentMethods/methodSegment';
import { STEP_PATHS } from '../lib/paymentMethods/methodModule';
import { BUILT_METHODS } from './methodRegistry';
import { prepareMethodPage } from './methodPages';
import { MethodRoute, MethodStepRoute } from './methodRoute';
import { METHOD_MARKS } from './methodRegistry';
import { PageShell } from './pageShell';
import { SESSION_NOT_FOUND_PATH } from './paths';
import { PayByBankResult } from './payByBankResult';
import { PaymentLinkRoute } from './paymentLinkRoute';
import { ValidLinkGate } from './validLinkGate';

const PageNotFoundPage = lazyPage(() =>
  import('../features/pageNotFound/pageNotFoundPage').then((module) => module.PageNotFoundPage),
);

/**
 * The pages of the methods behind one gate (the contract's method catalogue): each method's
 * address, and its direct one if it has one, in the catalogue's order.
 */
const methodPagesBehind = (gate: MethodGate): RouteObject[] =>
  CATALOGUE_METHODS.filter((method) => METHOD_CATALOGUE[method].gate === gate).flatMap((method) =>
    methodSegments(method).map((path) => ({ path, element: <MethodRoute method={method} /> })),
  );

/**
 * The page's route table: SPEC §2 in one place.
 *
 * /uuid/:uuid (PaymentLinkRoute) checks the uuid and loads the link and saved assets; pages
 * below it read them with usePaymentLink() and useSavedAssets(). ValidLinkGate lets only a
 * VALID, unexpired link that is not open in another tab through to the landing and method
 * pages; each method's address and gate come from the contract's method catalogue. A method's
 * pages come from its folder's module in methodRegistry.ts (a lazy chunk each); an address of a
 * method without one shows "not available" in the method layout (docs/decisions/0010). Steps after a payment has started (3-D Secure, transaction created,
 * the provider's return; lib/paymentMethods/methodModule STEP_PATHS) and the results sit beside
 * the gate: by then the link is PROCESSING_PAYMENT or CONSUMED.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <PageShell />,
    children: [
      { index: true, element: <SessionNotFoundPage /> },
      { path: 'uuid', element: <SessionNotFoundPage /> },
      { path: SESSION_NOT_FOUND_PATH, element: <SessionNotFoundPage /> },
      // Exempt from the uuid-in-path rule: the bank names the link in the query.
      { path: 'pay-by-bank-result', element: <PayByBankResult /> },
      {
        path: 'uuid/:uuid',
        element: <PaymentLinkRoute />,
        children: [
          {
            element: <ValidLinkGate />,
            children: [
              {
                index: true,
                element: (
                  <LandingPage
                    builtMethods={BUILT_METHODS}
                    marks={METHOD_MARKS}
                    prepareMethod={prepareMethodPage}
                  />
                ),
              },
              ...methodPagesBehind('payable'),
            ],
          },
          {
            // Pages that show their open payment again (a reload, the back button from KCP).
            element: <ValidLinkGate resumesOpenPayment />,
            children: methodPagesBehind('resumesOpenPayment'),
          },
          {
            // Pages that wait for their payment (QR codes, a payment slip): with the payment in the
            // address they show again while the link is in payment.
            element: <ValidLinkGate waitingPages />,
            children: methodPagesBehind('waitingPages'),
          },
          // After a payment has started: the step's page from the method that declares it.
          ...STEP_PATHS.map((path) => ({ path, element: <MethodStepRoute path={path} /> })),
          // success, failure, mid/:mid/success, mid/:mid/failure, … (issue 3, results).
          ...resultRoutes,
          // Anything else under a valid link: page-not-found, counting down back to the link.
          { path: '*', element: <PageNotFoundPage /> },
        ],
      },
      // Any other top-level path has no session to show (SPEC §2).
      { path: '*', element: <SessionNotFoundPage /> },
    ],
  },
];
