import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_METHODS, METHOD_CATALOGUE, methodFacts } from './methodCatalogue';
import { PAYMENT_METHODS } from './paymentMethods';

describe('the method catalogue', () => {
  it('is the list of payment methods', () => {
    expect(PAYMENT_METHODS).toEqual(Object.keys(METHOD_CATALOGUE));
    expect(CATALOGUE_METHODS).toHaveLength(19);
  });

  it('gives each method its own page segments, each a plain path segment', () => {
    const segments = CATALOGUE_METHODS.flatMap((method) => {
      const facts = methodFacts(method);
      return [facts.segment, ...(facts.directSegment ? [facts.directSegment] : [])];
    });
    for (const segment of segments) expect(segment).toMatch(/^[a-z]+(-[a-z]+)*$|^kcpDirect$/);
    expect(new Set(segments).size).toBe(segments.length);
  });

  it('names each step as an address relative to the link, never a method page', () => {
    const segments = new Set(CATALOGUE_METHODS.map((method) => methodFacts(method).segment));
    for (const method of CATALOGUE_METHODS) {
      for (const step of methodFacts(method).steps) {
        expect(step).not.toMatch(/^\//);
        expect(segments.has(step), step).toBe(false);
      }
    }
  });

  it('starts a refund pending only where money goes back by credit transfer (SEPA)', () => {
    const pending = CATALOGUE_METHODS.filter((m) => methodFacts(m).refundStart === 'PENDING');
    expect(pending).toEqual(['SEPA_DD']);
  });

  it('imports only types, so the page may load it without TypeBox', () => {
    const source = readFileSync(new URL('./methodCatalogue.ts', import.meta.url), 'utf8');
    const imports = source.match(/^import .*$/gm) ?? [];
    for (const line of imports) expect(line).toMatch(/^import type /);
  });
});
