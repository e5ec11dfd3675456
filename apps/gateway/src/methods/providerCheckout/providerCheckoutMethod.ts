import { PROVIDER_CHECKOUT_METHODS } from '@paypage/contract/methods/providerCheckoutConstants';
import { checkoutPath } from '@paypage/contract/methods/providerCheckoutConstants';
import type { GatewayMethod } from '../../payments/gatewayMethod';
import { approvalOf } from './approvalFlows';
import { checkoutApiRoutes } from './checkoutApiRoutes';
import { checkoutCallsRoutes } from './checkoutCallsRoutes';
import { checkoutPageRoutes } from './checkoutPageRoutes';
import { newCheckoutSession } from './checkoutSession';
import { insertCheckoutSession } from './checkoutSessionsRepository';
import { CHECKOUT_ROUTE_DOCS, CHECKOUT_TEST_DATA } from './checkoutTestData';

/**
 * iDEAL, Bancontact card and Bancontact mobile: paid on the provider's own hosted checkout. A
 * payment starts PENDING with its checkout session; the shopper's browser opens the checkout
 * with the session's data and decides there (docs/decisions/0018).
 */
export const providerCheckoutMethod: GatewayMethod = {
  methods: PROVIDER_CHECKOUT_METHODS,
  async start({ db, request, paymentId, now, publicBaseUrl, windows }) {
    if (!request.returnUrl) {
      return {
        outcome: 'invalid',
        fields: [
          { field: '/returnUrl', message: 'is required: the checkout sends the shopper back' },
        ],
      };
    }
    // iDEAL and Bancontact are euro schemes.
    if (request.currency !== 'EUR') {
      return {
        outcome: 'invalid',
        fields: [{ field: '/currency', message: 'must be EUR: iDEAL and Bancontact pay in euros' }],
      };
    }
    if (request.details && Object.keys(request.details).length > 0) {
      return {
        outcome: 'invalid',
        fields: [{ field: '/details', message: 'are chosen at the checkout, not sent' }],
      };
    }
    const session = newCheckoutSession(paymentId, publicBaseUrl, {
      createdAt: now.toISOString(),
      expiresAt: windows.until('providerCheckout', now),
    });
    await insertCheckoutSession(db, session);
    return {
      outcome: 'start',
      status: 'PENDING',
      action: { type: 'redirect', redirectUrl: checkoutPath(session) },
      // A checkout nobody comes back to (a closed tab) is refused as EXPIRED by the expiry
      // sweep when its session runs out, with its webhook: the link is free to pay again.
      expiresAt: session.expiresAt,
    };
  },
  approval: approvalOf,
  hostedRoutes: (deps) => async (app) => {
    await app.register(checkoutPageRoutes(deps));
    await app.register(checkoutCallsRoutes(deps));
  },
  apiRoutes: (deps) => async (api) => {
    await api.register(checkoutApiRoutes(deps));
  },
  testData: CHECKOUT_TEST_DATA,
  routeDocs: CHECKOUT_ROUTE_DOCS,
};
