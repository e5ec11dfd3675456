import { cardMethod } from './card/cardMethod';
import type { GatewayMethod } from './gatewayMethod';
import { paypalMethod } from './paypal/paypalMethod';
import { providerCheckoutMethod } from './providerCheckout/providerCheckoutMethod';
import { sepaMethod } from './sepaDd/sepaMethod';
import { kcpMethod } from './kcp/kcpMethod';
import { virtualAccountMethod } from './virtualAccount/virtualAccountMethod';

/**
 * The payment methods the sandbox gateway plays, one line per method folder. A method without a
 * module here still takes payments: they start RECEIVED and wait for the settle call.
 */
export const GATEWAY_METHODS: readonly GatewayMethod[] = [
  cardMethod,
  paypalMethod,
  sepaMethod,
  kcpMethod,
  virtualAccountMethod,
  // iDEAL, Bancontact card and Bancontact mobile: the provider's hosted checkout.
  providerCheckoutMethod,
];
