import { createCardPayment } from '../../payments/createCardPayment';
import { cardSessionsRoutes } from '../../routes/cardSessionsRoutes';
import { cardTokensRoutes } from '../../routes/cardTokensRoutes';
import { hostedCardFormRoutes } from '../../routes/hostedCardFormRoutes';
import { threeDSecureApiRoutes } from '../../routes/threeDSecureApiRoutes';
import { threeDSecurePageRoutes } from '../../routes/threeDSecurePageRoutes';
import type { GatewayMethod } from '../gatewayMethod';

/**
 * Cards: the hosted card form, card tokens and 3-D Secure 2. Its code predates the method
 * folders and stays in cards/, threeDSecure/, payments/ and routes/ (docs/decisions/0010).
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
};
