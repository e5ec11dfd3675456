import { ASSET_PATH_TYPES, ASSET_TYPES } from '@paypage/contract/assets';
import { CATALOGUE_METHODS, methodFacts } from '@paypage/contract/methodCatalogue';
import { PAYMENT_METHODS } from '@paypage/contract/paymentMethods';
import { describe, expect, it } from 'vitest';
import { METHOD_ROUTES, ROUTES_OF_METHOD, SAVED_ASSET_CHARGES } from './registry';
import { SAVED_ASSET_KINDS } from './savedAssetKinds';

/*
 * The service's side of the contract's method catalogue: every method has its routes, and every
 * saved asset a method's payments leave has its kind (what is stored, shown and saved on
 * settling) and its charge for the merchant API. A method added to the catalogue and not here
 * fails (the page and the gateway have their own tests: apps/web/src/app/methodCatalogue.test.ts,
 * apps/gateway/src/methods/methodCatalogue.test.ts).
 */

describe('the method catalogue in the service', () => {
  it('names every payment method of the contract, in its order', () => {
    expect(CATALOGUE_METHODS).toEqual([...PAYMENT_METHODS]);
  });

  it.each(CATALOGUE_METHODS)('%s has its routes, registered once', (method) => {
    const routes = ROUTES_OF_METHOD[method];
    expect(routes, method).toBeTypeOf('function');
    expect(METHOD_ROUTES.filter((registered) => registered === routes)).toHaveLength(1);
  });

  it('registers no routes that serve no method', () => {
    expect(new Set(METHOD_ROUTES)).toEqual(new Set(Object.values(ROUTES_OF_METHOD)));
  });

  it.each(CATALOGUE_METHODS.filter((method) => methodFacts(method).savedAsset))(
    "%s's saved asset has its kind and its merchant charge",
    (method) => {
      const type = methodFacts(method).savedAsset;
      expect(type && SAVED_ASSET_KINDS[type]?.type).toBe(type);
      expect(
        SAVED_ASSET_CHARGES.filter(
          (charge) => charge.assetType === type && charge.method === method,
        ),
      ).toHaveLength(1);
    },
  );

  it('has one kind per saved asset type, each made by a method and named in its address', () => {
    const made = new Set(CATALOGUE_METHODS.map((method) => methodFacts(method).savedAsset));
    expect(Object.keys(SAVED_ASSET_KINDS).sort()).toEqual([...ASSET_TYPES].sort());
    for (const kind of Object.values(SAVED_ASSET_KINDS)) {
      expect(made.has(kind.type), kind.type).toBe(true);
      expect(ASSET_PATH_TYPES).toContain(kind.pathType);
    }
    const pathTypes = Object.values(SAVED_ASSET_KINDS).map((kind) => kind.pathType);
    expect(new Set(pathTypes).size).toBe(pathTypes.length);
  });

  it('keeps each waiting time a positive number of seconds', () => {
    for (const method of CATALOGUE_METHODS) {
      const ttl = methodFacts(method).waitingTtlS;
      if (ttl !== undefined) expect(ttl, method).toBeGreaterThan(0);
    }
  });
});
