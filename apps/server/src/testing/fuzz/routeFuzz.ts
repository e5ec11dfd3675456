import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { CONSOLE_API_PREFIX, CSRF_HEADER } from '@paypage/contract/consoleSession';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import { SIGNATURE_HEADER, signWebhook } from '@paypage/contract/webhookSignature';
import { WEBHOOK_SECRET } from '../testApp';
import { mutateBody, nastyString, pathTrick, rawBody } from './attacks';
import { closeConnections, encode, send } from './httpClient';
import { fuzzWorld, OPERATOR_KEY } from './fuzzWorld';
import { arbitraryOf, type JsonSchema } from './schemaArbitrary';

// Property-based fuzzing of every route the service registers (issue 13). FUZZ_RUNS_PER_ROUTE
// bounds the run; `npm test` uses the default. The routes are shared between test files
// (routeFuzz.<part>.test.ts), so that vitest can run the parts on both cores.
const RUNS = Number(process.env.FUZZ_RUNS_PER_ROUTE ?? 10_000);
const FUZZ_PARTS = 2;

export async function fuzzRoutesOfPart(part: number): Promise<void> {
  const world = await fuzzWorld();
  const { t, known, origin, signedIn } = world;
  const routes = world.routes.filter((_route, index) => index % FUZZ_PARTS === part);
  afterAll(async () => {
    closeConnections();
    // The harness's own memory stays flat over a whole run (see httpClient.ts).
    const residentMiB = Math.round(process.memoryUsage().rss / 2 ** 20);
    console.log(`fuzzed ${routes.length} routes × ${RUNS} requests; ${residentMiB} MiB resident`);
    await t.app.close();
    await t.db.destroy();
    // Closing may be slow on a busy machine (see the route timeout below).
  }, 5 * 60_000);

  /**
   * Header values a real HTTP request can carry (latin-1, no control characters). Each UTF-16
   * unit becomes one character, so cutting first gives the same value without scanning the
   * whole of a 120,000-character string.
   */
  const headerSafe = (value: string) =>
    value.slice(0, 8_000).replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

  const isConsole = (url: string) => url.startsWith(`${CONSOLE_API_PREFIX}/`);
  /** Calls that end the session they are made with get a session of their own each time. */
  const endsSession = (route: { method: string; url: string }) =>
    route.url.startsWith(`${CONSOLE_API_PREFIX}/session`) && route.method !== 'GET';

  const sendsBody = (route: { method: string }) =>
    route.method !== 'GET' && route.method !== 'DELETE';

  function authFor(url: string): string | undefined {
    if (isConsole(url)) return undefined;
    if (url.startsWith('/api/operator/')) return `Bearer ${OPERATOR_KEY}`;
    if (url.startsWith('/api/')) return `Bearer ${t.apiKey}`;
    return undefined;
  }

  function paramArbitrary(name: string, schema: JsonSchema | undefined) {
    const real = known[name] ?? [];
    return fc.oneof(
      { weight: 5, arbitrary: real.length ? fc.constantFrom(...real) : arbitraryOf(schema) },
      { weight: 2, arbitrary: arbitraryOf(schema).map(encode) },
      { weight: 1, arbitrary: pathTrick },
      { weight: 1, arbitrary: nastyString.map((value) => encode(value.slice(0, 3000))) },
    );
  }

  let counter = 0;
  function requestArbitrary(route: (typeof routes)[number]) {
    const paramNames = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] as string);
    const params = fc.tuple(
      ...paramNames.map((name) => paramArbitrary(name, route.schema.params?.properties?.[name])),
    );
    const valid = arbitraryOf(route.schema.body);
    // GET and DELETE send no body (see below): none is drawn for them, which was about a tenth
    // of such a request's CPU (the mutated bodies' generation).
    const body = sendsBody(route)
      ? fc.oneof(
          { weight: 4, arbitrary: valid.map((value) => ({ json: value })) },
          { weight: 3, arbitrary: valid.chain(mutateBody).map((value) => ({ json: value })) },
          { weight: 2, arbitrary: rawBody.map((raw) => ({ raw })) },
        )
      : fc.constant({ json: undefined });
    const query = fc.oneof(
      arbitraryOf(route.schema.querystring),
      fc.dictionary(fc.constantFrom('limit', 'state', '__proto__', 'x'), nastyString, {
        maxKeys: 2,
      }),
    );
    const header = (good: string | undefined) =>
      fc.oneof(
        { weight: 6, arbitrary: fc.constant(good) },
        { weight: 1, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: nastyString.map(headerSafe) },
      );
    return fc.record({
      params,
      body,
      query,
      authorization: header(authFor(route.url)),
      consoleSession: header(isConsole(route.url) ? 'signed-in' : undefined),
      csrf: fc.oneof(
        { weight: 6, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
      idempotencyKey: header('fuzz-key'),
      signed: fc.boolean(),
    });
  }

  /** The address of a request, its path and its query apart (see FuzzRequest). */
  function addressOf(template: string, values: string[], query: unknown) {
    let index = 0;
    const path = template.replace(/:([A-Za-z]+)/g, () => String(values[index++] ?? ''));
    const search =
      query && typeof query === 'object'
        ? Object.entries(query)
            .map(([key, value]) => `${encode(key)}=${encode(value)}`)
            .join('&')
        : '';
    return { path, search };
  }

  describe(`fuzzing every public, merchant, operator and webhook route (part ${part + 1} of ${FUZZ_PARTS})`, () => {
    it('found the routes of every part of the API, and this part takes its share', () => {
      expect(routes.length).toBeGreaterThanOrEqual(Math.floor(world.routes.length / FUZZ_PARTS));
      const prefixes = new Set(world.routes.map((route) => route.url.split('/')[1]));
      expect([...prefixes]).toEqual(
        expect.arrayContaining(['public', 'api', 'webhooks', 'csp-reports']),
      );
      expect(world.routes.some((route) => route.url.startsWith('/api/operator/'))).toBe(true);
    });

    it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
      '%s: no 5xx, no crash, every 4xx names its failing field',
      async (_name, route) => {
        const statuses = new Map<number, number>();
        const result = await fc.check(
          fc.asyncProperty(requestArbitrary(route), async (request) => {
            const headers: Record<string, string> = {};
            if (request.authorization !== undefined) headers.authorization = request.authorization;
            if (request.consoleSession !== undefined) {
              const session =
                request.consoleSession === 'signed-in'
                  ? endsSession(route)
                    ? await signedIn.fresh()
                    : signedIn
                  : { cookie: request.consoleSession, csrfToken: '' };
              headers.cookie = session.cookie;
              if (request.csrf) headers[CSRF_HEADER] = session.csrfToken;
            }
            if (request.idempotencyKey !== undefined)
              headers[IDEMPOTENCY_HEADER] = `${request.idempotencyKey}-${counter++}`;
            let payload: string | undefined;
            if (sendsBody(route)) {
              if ('raw' in request.body) {
                payload = request.body.raw.payload;
                if (request.body.raw.contentType !== undefined)
                  headers['content-type'] = request.body.raw.contentType;
              } else if (request.body.json !== undefined) {
                payload = JSON.stringify(request.body.json);
                headers['content-type'] = 'application/json';
              }
            }
            if (route.url === '/webhooks/gateway' && request.signed) {
              headers[SIGNATURE_HEADER] = signWebhook(
                WEBHOOK_SECRET,
                payload ?? '',
                Math.floor(Date.now() / 1000),
              );
            }
            const response = await send(t.app, origin, {
              method: route.method,
              ...addressOf(route.url, request.params as string[], request.query),
              headers,
              ...(payload !== undefined ? { payload } : {}),
            }).catch(async (error: Error) => {
              // A server that answers a too-large body early closes the connection while the
              // client still writes; that is not a crash as long as the service still answers.
              const health = await send(t.app, origin, {
                method: 'GET',
                path: '/healthz',
                headers: {},
              });
              if (health.statusCode !== 200) throw error;
              return { statusCode: 0, body: '' };
            });
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            const answer = `${response.statusCode} ${response.body.slice(0, 300)}`;
            if (response.statusCode >= 500) throw new Error(`5xx: ${answer}`);
            if (response.statusCode >= 400) {
              const error = JSON.parse(response.body);
              // Plain checks rather than expect(): this runs 10,000 times a route, and the
              // assertion library's bookkeeping was about 6 % of the harness's time (profiled).
              if (error.statusCode !== response.statusCode || !(error.fields?.length > 0))
                throw new Error(`4xx without its failing field: ${answer}`);
              for (const field of error.fields) {
                if (typeof field.field !== 'string' || !/\S/.test(field.field))
                  throw new Error(`4xx naming a blank field: ${answer}`);
              }
            }
            if (Object.hasOwn(Object.prototype, 'polluted'))
              throw new Error(`Object.prototype polluted after: ${answer}`);
          }),
          { numRuns: RUNS, endOnFailure: true },
        );
        // A short report: the counterexample of a huge string would flood the output.
        if (result.failed) {
          const example = JSON.stringify(result.counterexample).replace(/(.)\1{20,}/g, '$1…');
          throw new Error(`${String(result.errorInstance)}\nrequest: ${example.slice(0, 1500)}`);
        }
        const seen = [...statuses.entries()].sort(([a], [b]) => a - b);
        expect(seen.reduce((sum, [, n]) => sum + n, 0)).toBe(RUNS);
        console.log(`${route.method} ${route.url}: ${seen.map(([s, n]) => `${s}×${n}`).join(' ')}`);
      },
      // A route's run is bounded by its count, not by this: on a busy two-core machine beside
      // the other test files, one route's 10,000 requests may take many minutes.
      90 * 60_000,
    );
  });
}
