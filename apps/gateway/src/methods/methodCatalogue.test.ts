import { CATALOGUE_METHODS } from '@paypage/contract/methodCatalogue';
import { PAYMENT_METHODS } from '@paypage/contract/paymentMethods';
import { describe, expect, it } from 'vitest';
import { gatewayMethodOf } from '../payments/gatewayMethod';
import { GATEWAY_METHODS } from './registry';

/*
 * The gateway's side of the contract's method catalogue. Its registry lists method modules, and
 * a module may play several methods (netbanking's, UPI's, the provider checkout's), so the walk
 * goes through each module's `methods`. A method added to the catalogue and not played here
 * would still be accepted and then wait RECEIVED forever in the sandbox: it fails here instead
 * (the service and the page have their own tests: apps/server/src/methods/methodCatalogue.test.ts,
 * apps/web/src/app/methodCatalogue.test.ts).
 */

const played = GATEWAY_METHODS.flatMap((module) => module.methods);

describe('the method catalogue in the gateway', () => {
  it('names every payment method of the contract, in its order', () => {
    expect(CATALOGUE_METHODS).toEqual([...PAYMENT_METHODS]);
  });

  it.each(CATALOGUE_METHODS)('%s is played by one module of the registry', (method) => {
    expect(
      played.filter((name) => name === method),
      method,
    ).toHaveLength(1);
    expect(gatewayMethodOf(GATEWAY_METHODS, method), method).toBeDefined();
  });

  it('plays no method the catalogue does not know, and lists each module once', () => {
    expect(new Set(played)).toEqual(new Set(CATALOGUE_METHODS));
    expect(new Set(GATEWAY_METHODS).size).toBe(GATEWAY_METHODS.length);
  });
});
