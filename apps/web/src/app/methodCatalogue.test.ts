import { CATALOGUE_METHODS, METHOD_CATALOGUE } from '@paypage/contract/methodCatalogue';
import type { MethodGate } from '@paypage/contract/methodCatalogue';
import { PAYMENT_METHODS } from '@paypage/contract/paymentMethods';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import { METHOD_NAMES } from '../lib/paymentMethods/methodNames';
import { methodSegments } from '../lib/paymentMethods/methodSegment';
import { METHOD_MODULES } from './methodRegistry';
import { routes } from './routes';
import { ValidLinkGate } from './validLinkGate';

/*
 * The page's side of the method catalogue: every method of the contract's catalogue has its line
 * in the registry, its pages in the route table behind its gate, its name in the text catalogue
 * and a module giving each step it lists. A method added to the catalogue and not to the page
 * fails here (the server and the gateway have their own tests: methodCatalogue.test.ts beside
 * apps/server/src/methods/registry.ts and apps/gateway/src/methods/registry.ts).
 */

const linkRoute = routes[0]?.children?.find((route) => route.path === 'uuid/:uuid');

/** The gate a route group stands behind, from its ValidLinkGate's props. */
function gateOf(group: RouteObject): MethodGate | undefined {
  const element = group.element as ReactElement<Record<string, unknown>> | undefined;
  if (element?.type !== ValidLinkGate) return undefined;
  const { props } = element;
  if (props.resumesOpenPayment) return 'resumesOpenPayment';
  if (props.waitingPages) return 'waitingPages';
  return 'payable';
}

/** Each method page's path, with the gate it is behind. */
const gatedPaths = new Map(
  (linkRoute?.children ?? []).flatMap((group) => {
    const gate = gateOf(group);
    return gate ? (group.children ?? []).map((route) => [route.path, gate] as const) : [];
  }),
);
const linkPaths = new Set((linkRoute?.children ?? []).map((route) => route.path));

describe('the method catalogue on the page', () => {
  it('names every payment method of the contract, in its order', () => {
    expect(CATALOGUE_METHODS).toEqual([...PAYMENT_METHODS]);
  });

  it.each(CATALOGUE_METHODS)('%s has its line in the registry', (method) => {
    expect(METHOD_MODULES[method], method).toBeTypeOf('function');
  });

  it.each(CATALOGUE_METHODS)('%s has its pages behind its gate', (method) => {
    for (const segment of methodSegments(method)) {
      expect(gatedPaths.get(segment), segment).toBe(METHOD_CATALOGUE[method].gate);
    }
  });

  it.each(CATALOGUE_METHODS)('%s has its name in the text catalogue', (method) => {
    expect(Object.keys(en)).toContain(METHOD_NAMES[method]);
  });

  it.each(CATALOGUE_METHODS)(
    "%s's steps each have an address and a page in a module of their methods",
    async (method) => {
      for (const step of METHOD_CATALOGUE[method].steps) {
        expect(linkPaths.has(step), step).toBe(true);
        const owners = CATALOGUE_METHODS.filter((owner) =>
          (METHOD_CATALOGUE[owner].steps as readonly string[]).includes(step),
        );
        const modules = await Promise.all(owners.map((owner) => METHOD_MODULES[owner]?.()));
        expect(
          modules.some((module) => module?.steps?.[step]?.page),
          step,
        ).toBe(true);
      }
    },
  );

  it('gives every segment to one method only', () => {
    const segments = CATALOGUE_METHODS.flatMap((method) => methodSegments(method));
    expect(new Set(segments).size).toBe(segments.length);
  });
});
