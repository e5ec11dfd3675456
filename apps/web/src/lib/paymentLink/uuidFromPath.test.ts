import { describe, expect, it } from 'vitest';
import { uuidFromPath } from './uuidFromPath';

const UUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('uuidFromPath', () => {
  it('accepts the 8-4-4-4-12 hexadecimal form, in either case', () => {
    expect(uuidFromPath(UUID)).toBe(UUID);
    expect(uuidFromPath(UUID.toUpperCase())).toBe(UUID.toUpperCase());
  });

  it('tolerates a 37th character by dropping it', () => {
    expect(uuidFromPath(`${UUID}/`)).toBe(UUID);
    expect(uuidFromPath(`${UUID}x`)).toBe(UUID);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['35 characters', UUID.slice(0, 35)],
    ['38 characters', `${UUID}ab`],
    ['37 characters without a uuid inside', `x${UUID}`],
    ['hyphens in the wrong places', '3f2504e04-f89-41d3-9a0c-0305e82c3301'],
    ['a non-hex digit', UUID.replace('3f', '3g')],
  ])('rejects %s', (_case, segment) => {
    expect(uuidFromPath(segment)).toBeUndefined();
  });
});
