import fc from 'fast-check';
import { expect, it } from 'vitest';
import { nastyString, pathTrick } from './attacks';
import { encode, rewrittenByInject } from './httpClient';

/** What the harness did before looking at the query apart: parse the whole address. */
function wholeAddressRewritten(url: string): boolean {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}` !== url;
}

it('tells the addresses inject would rewrite as parsing the whole address does', () => {
  const text = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 20 }),
    nastyString.map((value) => value.slice(0, 40)),
    fc.constantFrom("it's", '..', '%2e', '?', '#', '\\', ' ', "'", ''),
  );
  const segment = fc.oneof(pathTrick, text.map(encode), fc.constantFrom('api', 'v1', ''));
  const pair = fc.tuple(text, text).map(([key, value]) => `${encode(key)}=${encode(value)}`);
  fc.assert(
    fc.property(
      fc.array(segment, { minLength: 1, maxLength: 4 }),
      fc.array(pair, { maxLength: 3 }),
      (segments, pairs) => {
        // Every route's address starts with a name (`//…` would name a host).
        const path = `/api/${segments.join('/')}`;
        const search = pairs.join('&');
        const url = search ? `${path}?${search}` : path;
        expect(rewrittenByInject(path, search)).toBe(wholeAddressRewritten(url));
      },
    ),
    { numRuns: 5_000 },
  );
});
