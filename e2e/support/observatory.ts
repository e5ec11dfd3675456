/**
 * The HTTP Observatory's scoring (MDN, "Tests & Scoring", 2024 methodology) applied to one
 * response: start at 100, subtract penalties, add bonuses only when the score without them is at
 * least 90, grade by the same table. What a local run cannot see (the http → https redirection,
 * HSTS preload lists) is scored as a deployment behind TLS would be (decision 0015), and
 * http://localhost sources count as secure, as browsers treat them (Secure Contexts).
 */
export interface ObservedResponse {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface TestResult {
  test: string;
  result: string;
  modifier: number;
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

const isLocal = (source: string) =>
  /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:|\/|$)/.test(source);
const insecure = (source: string) =>
  (source === 'http:' || source.startsWith('http://')) && !isLocal(source);
const broad = (source: string) => ['*', 'http:', 'https:', 'data:', 'blob:'].includes(source);

function contentSecurityPolicy(headers: Record<string, string>): TestResult {
  const header = headers['content-security-policy'];
  const result = (name: string, modifier: number) => ({
    test: 'content-security-policy',
    result: name,
    modifier,
  });
  if (!header) return result('csp-not-implemented', -25);
  const csp = parseCsp(header);
  const effective = (name: string) => csp.get(name) ?? csp.get('default-src');
  const script = effective('script-src');
  const object = effective('object-src');
  const hasHashOrNonce = script?.some((s) => /^'(sha(256|384|512)|nonce)-/.test(s)) ?? false;
  const unsafeInline = script?.includes("'unsafe-inline'") && !hasHashOrNonce;
  if (!script || !object || unsafeInline || script.some(broad) || object.some(broad))
    return result('csp-implemented-with-unsafe-inline', -20);
  const all = [...csp.values()].flat();
  const passive = ['img-src', 'media-src'];
  if (
    [...csp.entries()].some(([name, sources]) => !passive.includes(name) && sources.some(insecure))
  )
    return result('csp-implemented-with-insecure-scheme', -20);
  if (script.includes("'unsafe-eval'")) return result('csp-implemented-with-unsafe-eval', -10);
  if (passive.some((name) => csp.get(name)?.some(insecure)))
    return result('csp-implemented-with-insecure-scheme-in-passive-content-only', -10);
  if (all.includes("'unsafe-inline'"))
    return result('csp-implemented-with-unsafe-inline-in-style-src-only', 0);
  const defaultNone = csp.get('default-src')?.join(' ') === "'none'";
  return defaultNone
    ? result('csp-implemented-with-no-unsafe-default-src-none', 10)
    : result('csp-implemented-with-no-unsafe', 5);
}

function cookies(headers: Record<string, string>): TestResult {
  const set = headers['set-cookie'];
  if (!set) return { test: 'cookies', result: 'cookies-not-found', modifier: 0 };
  const all = set.split('\n');
  const secure = all.every((cookie) => /;\s*secure/i.test(cookie));
  const sameSite = all.every((cookie) => /;\s*samesite=(strict|lax)/i.test(cookie));
  if (!secure) return { test: 'cookies', result: 'cookies-without-secure-flag', modifier: -20 };
  return sameSite
    ? { test: 'cookies', result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 }
    : { test: 'cookies', result: 'cookies-secure-with-httponly-sessions', modifier: 0 };
}

function cors(headers: Record<string, string>, probeOrigin: string): TestResult {
  const allowed = headers['access-control-allow-origin'];
  const test = 'cross-origin-resource-sharing';
  if (!allowed)
    return { test, result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
  if (allowed === probeOrigin && headers['access-control-allow-credentials'] === 'true')
    return {
      test,
      result: 'cross-origin-resource-sharing-implemented-with-universal-access',
      modifier: -50,
    };
  return allowed === '*'
    ? { test, result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 }
    : {
        test,
        result: 'cross-origin-resource-sharing-implemented-with-restricted-access',
        modifier: 0,
      };
}

function referrerPolicy(headers: Record<string, string>): TestResult {
  const value = headers['referrer-policy']?.split(',').at(-1)?.trim().toLowerCase();
  const test = 'referrer-policy';
  if (!value) return { test, result: 'referrer-policy-not-implemented', modifier: 0 };
  if (
    ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(
      value,
    )
  )
    return { test, result: 'referrer-policy-private', modifier: 5 };
  if (
    ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(
      value,
    )
  )
    return { test, result: 'referrer-policy-unsafe', modifier: -5 };
  return { test, result: 'referrer-policy-header-invalid', modifier: -5 };
}

function strictTransportSecurity(headers: Record<string, string>): TestResult {
  const value = headers['strict-transport-security'];
  const test = 'strict-transport-security';
  if (!value) return { test, result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = /max-age=(\d+)/i.exec(value)?.[1];
  if (maxAge === undefined) return { test, result: 'hsts-header-invalid', modifier: -20 };
  return Number(maxAge) >= 15_768_000
    ? { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
    : { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
}

function subresourceIntegrity(response: ObservedResponse): TestResult {
  const test = 'subresource-integrity';
  if (!/^text\/html/i.test(response.headers['content-type'] ?? ''))
    return { test, result: 'sri-not-implemented-response-not-html', modifier: 0 };
  const scripts = [...response.body.matchAll(/<script\b([^>]*)>/gi)]
    .map(([, attributes = '']) => attributes)
    .filter((attributes) => /\bsrc=/i.test(attributes));
  if (scripts.length === 0)
    return { test, result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  const origin = new URL(response.url).origin;
  const external = scripts.filter((attributes) => {
    const src = /\bsrc="([^"]+)"/i.exec(attributes)?.[1] ?? '';
    return new URL(src, response.url).origin !== origin;
  });
  const withIntegrity = scripts.every((attributes) =>
    /\bintegrity="sha(256|384|512)-/i.test(attributes),
  );
  if (withIntegrity)
    return external.length === 0
      ? { test, result: 'sri-implemented-and-all-scripts-loaded-securely', modifier: 5 }
      : { test, result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 };
  return external.length === 0
    ? { test, result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 }
    : { test, result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 };
}

function contentTypeOptions(headers: Record<string, string>): TestResult {
  const test = 'x-content-type-options';
  if (!headers['x-content-type-options'])
    return { test, result: 'x-content-type-options-not-implemented', modifier: -5 };
  return headers['x-content-type-options'].toLowerCase() === 'nosniff'
    ? { test, result: 'x-content-type-options-nosniff', modifier: 0 }
    : { test, result: 'x-content-type-options-header-invalid', modifier: -5 };
}

function frameOptions(headers: Record<string, string>): TestResult {
  const test = 'x-frame-options';
  if (parseCsp(headers['content-security-policy'] ?? '').has('frame-ancestors'))
    return { test, result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  const value = headers['x-frame-options']?.toLowerCase();
  if (!value) return { test, result: 'x-frame-options-not-implemented', modifier: -20 };
  return ['deny', 'sameorigin'].includes(value)
    ? { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 }
    : { test, result: 'x-frame-options-header-invalid', modifier: -20 };
}

function resourcePolicy(headers: Record<string, string>): TestResult {
  const test = 'cross-origin-resource-policy';
  const value = headers['cross-origin-resource-policy']?.toLowerCase();
  // The published table gives "not implemented" a bonus, which reads as a typo; scored 0 here.
  if (!value) return { test, result: 'corp-not-implemented', modifier: 0 };
  if (value === 'same-origin')
    return { test, result: 'corp-implemented-with-same-origin', modifier: 0 };
  if (value === 'same-site')
    return { test, result: 'corp-implemented-with-same-site', modifier: 0 };
  return value === 'cross-origin'
    ? { test, result: 'corp-implemented-with-cross-origin', modifier: -20 }
    : { test, result: 'corp-header-invalid', modifier: -20 };
}

export function observatoryGrade(response: ObservedResponse, probeOrigin: string) {
  const results: TestResult[] = [
    contentSecurityPolicy(response.headers),
    cookies(response.headers),
    cors(response.headers, probeOrigin),
    {
      test: 'redirection',
      result: 'redirection-to-https (TLS terminated in front; decision 0015)',
      modifier: 0,
    },
    referrerPolicy(response.headers),
    strictTransportSecurity(response.headers),
    subresourceIntegrity(response),
    contentTypeOptions(response.headers),
    frameOptions(response.headers),
    resourcePolicy(response.headers),
  ];
  const penalties = results.reduce((sum, r) => sum + Math.min(r.modifier, 0), 100);
  const bonuses = results.reduce((sum, r) => sum + Math.max(r.modifier, 0), 0);
  const score = Math.max(0, penalties >= 90 ? penalties + bonuses : penalties);
  const grade = GRADES.find(([floor]) => score >= floor)?.[1] ?? 'F';
  return { score, grade, results };
}
