import fc from 'fast-check';

/** Keys that pollute prototypes when merged naively into an object. */
const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype'];

const pollution = fc.constantFrom(
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"a":{"__proto__":{"polluted":"yes"}},"__proto__":[]}',
  '[{"__proto__":{"polluted":"yes"}}]',
);

/** Strings that break naive code: huge, unicode (astral, combining, RTL, NUL), escapes. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }),
  fc.constantFrom(
    '\u0000',
    '\u202e\u0645\u0631\u062d\u0628\u0627',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢🙂',
    'e\u0301\u0301\u0301',
    '\ud800',
    "'; DROP TABLE payment_links; --",
    '<script>alert(1)</script>',
    '${7*7}{{7*7}}',
    '%00%2e%2e%2f',
    'null',
    '-1',
    '1e309',
  ),
  fc.integer({ min: 1_000, max: 120_000 }).map((n) => 'x'.repeat(n)),
);

/**
 * The parts of mutateBody that do not depend on the valid body, built once: it is called for
 * every request, and building `jsonValue` anew each time was 4.4 % of a request's CPU (profiled).
 */
const anyJson = fc.jsonValue({ maxDepth: 3 });
const pollutingPair = fc.tuple(fc.constantFrom(...POLLUTING_KEYS), nastyString);

/** Replaces values deep inside a valid body with nasty ones, or adds polluting keys. */
export function mutateBody(valid: unknown): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constant(valid),
    anyJson,
    pollutingPair.map(([key, value]) => {
      // Parsed from text, so "__proto__" becomes an own key that JSON.stringify sends on.
      const polluting = JSON.parse(
        `{${JSON.stringify(key)}:{"polluted":${JSON.stringify(value)}}}`,
      );
      return valid && typeof valid === 'object' && !Array.isArray(valid)
        ? Object.assign(polluting, valid)
        : polluting;
    }),
    nastyString.map((value) => deepReplace(valid, value)),
  );
}

function deepReplace(value: unknown, replacement: unknown): unknown {
  if (Array.isArray(value)) return value.map((item, i) => (i === 0 ? replacement : item));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return { extra: replacement };
    const [first, ...rest] = entries;
    return Object.fromEntries([[first?.[0], deepReplace(first?.[1], replacement)], ...rest]);
  }
  return replacement;
}

/** Raw bodies as a client could send them, with the content type it claims. */
export const rawBody: fc.Arbitrary<{ contentType: string | undefined; payload: string }> =
  fc.record({
    contentType: fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/csp-report',
      'application/reports+json',
      '',
      undefined,
    ),
    payload: fc.oneof(
      pollution,
      nastyString,
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
      fc.constantFrom('{', '{"a":', '[]', '""', 'a=1&b=2', '--x\r\n\r\n--x--', '<a/>'),
    ),
  });

/** Path segments that try to escape their route. */
export const pathTrick: fc.Arbitrary<string> = fc.constantFrom(
  '..',
  '../../etc/passwd',
  '%2e%2e%2f%2e%2e%2f',
  '%252e%252e%252f',
  '..;',
  '%00',
  '%ff%fe',
  '.',
  '%2F',
  '\\..\\',
  '%E2%80%AE',
  '00000000-0000-4000-8000-000000000001%00',
  '00000000-0000-4000-8000-000000000001/../../api/v1/payment-links',
  'a'.repeat(3000),
);
