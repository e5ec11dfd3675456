import { lazyPage } from '../lib/lazyPage';
import type { RouteObject } from 'react-router';
import { LandingPage } from '../features/landing/landingPage';
import { resultRoutes } from '../features/results/resultRoutes';
import { SessionNotFoundPage } from './rarePages';
import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import { STEP_PATHS } from '../lib/paymentMethods/methodModule';
import { BUILT_METHODS } from './methodRegistry';
import { prepareMethodPage } from './methodPages';
import { MethodRoute, MethodStepRoute } from './methodRoute';
import { PageShell } from './pageShell';
import { SESSION_NOT_FOUND_PATH } from './paths';
import { PayByBankResult } from './payByBankResult';
import { PaymentLinkRoute } from './paymentLinkRoute';
import { ValidLinkGate } from './validLinkGate';

const PageNotFoundPage = lazyPage(() =>
  import('../features/pageNotFound/pageNotFoundPage').then((module) => module.PageNotFoundPage),
);

const methodPage = (path: string, method: PaymentMethod): RouteObject => ({
  path,
  element: <MethodRoute method={method} />,
});

/**
 * The page's route table: SPEC §2 in one place.
 *
 * /uuid/:uuid (PaymentLinkRoute) checks the uuid and loads the link and saved assets; pages
 * below it read them with usePaymentLink() and useSavedAssets(). ValidLinkGate lets only a
 * VALID, unexpired link that is not open in another tab through to the landing and method
 * pages. A method's pages come from its folder's module in methodRegistry.ts (a lazy chunk
 * each); an address of a method without one shows "not available" in the method layout
 * (docs/decisions/0010). Steps after a payment has started (3-D Secure, transaction created,
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
                  <LandingPage builtMethods={BUILT_METHODS} prepareMethod={prepareMethodPage} />
                ),
              },
              methodPage('card', 'CARD'),
              methodPage('direct-bank-transfer', 'REQUEST_TO_PAY'),
              methodPage('netbanking', 'NETBANKING'),
              methodPage('phonepe', 'PHONEPE'),
              methodPage('upi', 'UPI'),
              methodPage('sepa-dd', 'SEPA_DD'),
              methodPage('payto', 'PAYTO'),
              methodPage('paypal', 'PAYPAL'),
              methodPage('account-to-pay', 'ACCOUNT_TO_PAY'),
              methodPage('trustly', 'TRUSTLY'),
              methodPage('paybybank', 'PAYBYBANK'),
              // Methods paid on an external provider's checkout page.
              methodPage('ideal', 'IDEAL'),
              methodPage('bancontact-card', 'BANCONTACT_CARD'),
              methodPage('bancontact-mobile', 'BANCONTACT_MOBILE'),
            ],
          },
          {
            // Pages that show their open payment again (a reload, the back button from KCP).
            element: <ValidLinkGate resumesOpenPayment />,
            children: [
              methodPage('virtualaccount', 'VIRTUALACCOUNT'),
              methodPage('kcp', 'KCP'),
              // KCP without the external provider, for links with newKcpHppRoute.
              methodPage('kcpDirect', 'KCP'),
            ],
          },
          {
            // Pages that wait for their payment (QR codes, a payment slip): with the payment in the
            // address they show again while the link is in payment.
            element: <ValidLinkGate waitingPages />,
            children: [
              methodPage('upiqrcode', 'UPIQRCODE'),
              methodPage('promptpayqr', 'PROMPTPAYQR'),
              // A payment slip until its transfer arrives: a reload or a return finds the slip.
              methodPage('payment-slip', 'PAYMENT_SLIP'),
            ],
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
