import { describe, expect, it } from 'vitest';
import { failureVariantOf, resultPath, successVariantOf } from './resultQuery';

const query = (search: string) => new URLSearchParams(search);
const UUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('result query vocabulary', () => {
  it.each([
    ['', 'completed'],
    ['?variant=authorisation', 'authorisation'],
    ['?variant=mandate-selected&other=1', 'mandate-selected'],
    ['?variant=retry', 'completed'],
    ['?variant=CARD-CREATED', 'completed'],
  ])('success %s → %s', (search, variant) => {
    expect(successVariantOf(query(search))).toBe(variant);
  });

  it.each([
    ['', 'plain'],
    ['?variant=retry-and-checkout', 'retry-and-checkout'],
    ['?variant=payto-agreement', 'payto-agreement'],
    ['?variant=card-created', 'plain'],
    ['?variant=', 'plain'],
  ])('failure %s → %s', (search, variant) => {
    expect(failureVariantOf(query(search))).toBe(variant);
  });

  it('builds result addresses, leaving the plain variant out', () => {
    expect(resultPath(UUID, { outcome: 'success' })).toBe(`/uuid/${UUID}/success`);
    expect(resultPath(UUID, { outcome: 'success', variant: 'completed' })).toBe(
      `/uuid/${UUID}/success`,
    );
    expect(resultPath(UUID, { outcome: 'failure', variant: 'paypal' }, 'p 1')).toBe(
      `/uuid/${UUID}/mid/p%201/failure?variant=paypal`,
    );
  });
});
