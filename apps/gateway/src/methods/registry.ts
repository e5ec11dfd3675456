import type { PaymentMethod } from '@paypage/contract/paymentMethods';
import { cardMethod } from './card/cardMethod';
import type { GatewayMethod } from './gatewayMethod';
import { payToMethod } from './payTo/payToMethod';
import { paypalMethod } from './paypal/paypalMethod';
import { sepaMethod } from './sepaDd/sepaMethod';

/**
 * The payment methods the sandbox gateway plays, one line per method folder. A method without a
 * module here still takes payments: they start RECEIVED and wait for the settle call.
 */
export const GATEWAY_METHODS: readonly GatewayMethod[] = [
  cardMethod,
  paypalMethod,
  sepaMethod,
  payToMethod,
];

export function gatewayMethodOf(
  methods: readonly GatewayMethod[],
  method: PaymentMethod,
): GatewayMethod | undefined {
  return methods.find((module) => module.methods.includes(method));
}
