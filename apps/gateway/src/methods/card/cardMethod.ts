import { createCardPayment } from './payment/createCardPayment';
import { cardSessionsRoutes } from './sessions/cardSessionsRoutes';
import { cardTokensRoutes } from './tokens/cardTokensRoutes';
import { ensureSandboxSavedCards } from './tokens/sandboxSavedCards';
import { hostedCardFormRoutes } from './form/hostedCardFormRoutes';
import { threeDSecureApiRoutes } from './threeDSecure/threeDSecureApiRoutes';
import { threeDSecurePageRoutes } from './threeDSecure/threeDSecurePageRoutes';
import type { GatewayMethod } from '../../payments/gatewayMethod';

/**
 * Cards: the hosted card form (form/), card sessions (sessions/) and tokens (tokens/), 3-D
 * Secure 2 (threeDSecure/) and the card payment's steps (payment/), all in this folder.
 */
export const cardMethod: GatewayMethod = {
  methods: ['CARD'],
  async create({ db, request, now, address, windows }) {
    if (!request.card) {
      return {
        outcome: 'invalid',
        fields: [{ field: '/card', message: 'is required for CARD payments' }],
      };
    }
    return createCardPayment(db, request, request.card, now, address, windows);
  },
  hostedRoutes:
    ({ db, address }) =>
    async (app) => {
      await app.register(hostedCardFormRoutes(db));
      await app.register(cardTokensRoutes(db, address));
      await app.register(threeDSecurePageRoutes(db, address));
    },
  apiRoutes:
    ({ db, address, windows }) =>
    async (api) => {
      await api.register(cardSessionsRoutes(db));
      await api.register(threeDSecureApiRoutes(db, address, windows));
    },
  // The card tokens every sandbox knows from its first start (SANDBOX_SAVED_CARDS).
  seed: ensureSandboxSavedCards,
};
