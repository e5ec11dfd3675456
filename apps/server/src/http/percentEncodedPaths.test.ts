import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@paypage/contract/headers';
import { fakeGateway } from '../testing/fakeGateway';
import { withinOneRateWindow } from '../testing/clockPeriods';
import { accepted, startTestApp, type TestApp } from '../testing/testApp';

// Issue 25: the router matches percent-decoded paths, so every decision about a request
// (authentication, headers, CORS, rate limits, idempotency) must follow the matched route; a
// client that writes `/%70ublic/…` for `/public/…` must get exactly the plain path's answer.

const PAGE_ORIGIN = 'https://page.example';
const OPERATOR_KEY = 'encoded-paths-operator-key-0123456789';

interface Route {
  method: string;
  url: string;
}

/** The path with the letter at `index` percent-encoded (`p` → `%70`), as a client may send it. */
function encodeLetterAt(path: string, index: number): string {
  const letter = path.charCodeAt(index).toString(16).toUpperCase();
  return `${path.slice(0, index)}%${letter}${path.slice(index + 1)}`;
}

/**
 * Every way to write a route's path with one letter encoded: the first letter of each static
 * segment (a prefix test on the raw URL breaks at any of them: `/api/v1/%77ebhooks`).
 */
function encodedVariants(path: string): string[] {
  const variants: string[] = [];
  let offset = 0;
  for (const segment of path.split('/')) {
    const letter = segment.search(/[a-z]/i);
    if (segment !== '' && !segment.startsWith(':') && segment !== '*' && letter >= 0) {
      variants.push(encodeLetterAt(path, offset + letter));
    }
    offset += segment.length + 1;
  }
  return variants;
}

/** What must not differ between the plain and the encoded request. */
function answerOf(response: LightMyRequestResponse) {
  let errorCode: unknown;
  try {
    errorCode = (response.json() as { errorCode?: unknown }).errorCode;
  } catch {
    errorCode = undefined;
  }
  return {
    status: response.statusCode,
    errorCode,
    cacheControl: response.headers['cache-control'],
    allowOrigin: response.headers['access-control-allow-origin'],
    vary: response.headers.vary,
    csp: response.headers['content-security-policy'],
  };
}

async function everyRouteApp() {
  const routes: Route[] = [];
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url ?? '' });
  };
  const fake = fakeGateway();
  const t = await startTestApp(
    {
      rateLimitPerMinute: 0,
      rateLimitPerLinkPerMinute: 0,
      rateLimitPerKeyPerMinute: 0,
      operatorApiKey: OPERATOR_KEY,
      appOrigins: [PAGE_ORIGIN],
    },
    { gateway: fake.gateway, onRoute },
  );
  return { t, routes };
}

/** Real values where the app has them, so requests get past "not found" where they can. */
function pathOf(t: TestApp, template: string, uuid: string): string {
  const values: Record<string, string> = {
    uuid,
    merchantId: t.merchant.id,
    consumerReference: 'shopper-1',
    '*': 'index.html',
  };
  return template
    .replace(/:([A-Za-z]+)/g, (_all, name: string) => values[name] ?? 'x1234567')
    .replace(/\*$/, values['*'] ?? '');
}

describe('a percent-encoded letter in a path changes nothing (issue 25)', () => {
  it('answers every registered route, encoded, exactly as the plain path: status, auth, cache, CORS', async () => {
    const { t, routes } = await everyRouteApp();
    const { uuid } = await t.createLink({ consumerReference: 'shopper-1' });
    expect(routes.length).toBeGreaterThan(50);
    const credentials = [
      { name: 'no key', headers: {} },
      { name: "the merchant's key", headers: { authorization: `Bearer ${t.apiKey}` } },
      { name: "the operator's key", headers: { authorization: `Bearer ${OPERATOR_KEY}` } },
    ];
    const differences: string[] = [];
    let compared = 0;
    for (const route of routes) {
      const plainPath = pathOf(t, route.url, uuid);
      // Only reads with a key: a POST with one might act, and then the second answer differs.
      const safe = route.method === 'GET' || route.method === 'HEAD';
      for (const { name, headers } of safe ? credentials : credentials.slice(0, 1)) {
        const send = (url: string) =>
          t.inject({
            method: route.method as 'GET',
            url,
            headers: { origin: PAGE_ORIGIN, ...headers },
            ...(safe ? {} : { payload: {} }),
          });
        const plain = answerOf(await send(plainPath));
        for (const encoded of encodedVariants(plainPath)) {
          const answer = answerOf(await send(encoded));
          compared++;
          if (JSON.stringify(answer) !== JSON.stringify(plain)) {
            differences.push(
              `${route.method} ${encoded} (${name}): ${JSON.stringify(answer)} ≠ ${JSON.stringify(plain)}`,
            );
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(routes.length);
    expect(differences).toEqual([]);
  }, 60_000);

  it('answers an unknown API path as JSON, never as the page, however its path is written', async () => {
    const t = await startTestApp();
    for (const path of ['/api/nope', '/public/nope', '/webhooks/nope']) {
      const plain = await t.inject({ method: 'GET', url: path });
      expect(plain.statusCode).toBe(404);
      for (const encoded of encodedVariants(path)) {
        const response = await t.inject({ method: 'GET', url: encoded });
        expect(answerOf(response), encoded).toEqual(answerOf(plain));
        expect(response.headers['content-type'], encoded).toMatch(/^application\/json/);
      }
    }
  });

  it('refuses the merchant webhook routes without a key, however the path is written', async () => {
    const { t } = await everyRouteApp();
    for (const [method, url] of [
      ['GET', '/api/v1/%77ebhooks/deliveries'],
      ['POST', '/api/v1/%77ebhooks/test'],
      ['POST', '/api/v1/webhooks/deliveries/wd_1/%72edeliver'],
    ] as const) {
      const answer = await t.inject({ method, url });
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
      expect(answer.json()).toMatchObject({ errorCode: 'UNAUTHORIZED' });
    }
  });

  it('answers a preflight by the route it asks about, however its path is written', async () => {
    const { t } = await everyRouteApp();
    const { uuid } = await t.createLink();
    const preflight = (url: string, method = 'GET') =>
      t.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: PAGE_ORIGIN, 'access-control-request-method': method },
      });
    for (const url of [
      `/public/payment-link/uuid/${uuid}`,
      `/%70ublic/payment-link/uuid/${uuid}`,
    ]) {
      const answer = await preflight(url);
      expect(answer.statusCode, url).toBe(204);
      expect(answer.headers['access-control-allow-origin'], url).toBe(PAGE_ORIGIN);
    }
    // The merchant API never answers CORS, nor does a public path without such a route.
    for (const [url, method] of [
      [`/api/v1/payment-links/${uuid}`, 'GET'],
      [`/%61pi/v1/payment-links/${uuid}`, 'GET'],
      ['/public/no-such-route', 'GET'],
      [`/%70ublic/payment-link/uuid/${uuid}`, 'PATCH'],
    ] as const) {
      const answer = await preflight(url, method);
      expect(answer.headers['access-control-allow-origin'], `${method} ${url}`).toBeUndefined();
    }
  });

  it('counts encoded requests in the same per-link and per-key buckets, up to 429', async () => {
    const t = await startTestApp({
      rateLimitPerMinute: 0,
      rateLimitPerLinkPerMinute: 4,
      rateLimitPerKeyPerMinute: 4,
    });
    // createLink's request is counted on the key too: it must fall in the reads' window.
    await withinOneRateWindow();
    const { uuid } = await t.createLink();
    const linkReads = [
      `/public/payment-link/uuid/${uuid}`,
      `/%70ublic/payment-link/uuid/${uuid}`,
      `/public/%70ayment-link/uuid/${uuid}`,
      `/%70ublic/payment-link/%75uid/${uuid}`,
      `/%70ublic/payment-link/uuid/${uuid}`,
    ];
    const linkAnswers = [];
    for (const url of linkReads)
      linkAnswers.push((await t.inject({ method: 'GET', url })).statusCode);
    expect(linkAnswers).toEqual([200, 200, 200, 200, 429]);

    const authorization = `Bearer ${t.apiKey}`;
    const keyReads = [
      `/%61pi/v1/payment-links/${uuid}`,
      `/api/%761/payment-links/${uuid}`,
      `/api/v1/%70ayment-links/${uuid}`,
      `/%61pi/v1/payment-links/${uuid}`,
    ];
    const keyAnswers = [];
    for (const url of keyReads) {
      keyAnswers.push(
        (await t.inject({ method: 'GET', url, headers: { authorization } })).statusCode,
      );
    }
    // createLink used the key once already: the fourth read is its fifth request.
    expect(keyAnswers).toEqual([200, 200, 200, 429]);
  });

  it('replays an encoded retry of a payment from the plain request it repeats (one scope)', async () => {
    const fake = fakeGateway({
      startOther: () => ({
        status: 'PENDING',
        action: { type: 'redirect', redirectUrl: '/hosted/approve/gp_1' },
      }),
    });
    const t = await startTestApp({}, { gateway: fake.gateway });
    const { uuid } = await t.createLink({ paymentMethods: ['TRUSTLY'] });
    const start = (url: string) =>
      t.inject({
        method: 'POST',
        url,
        headers: { [IDEMPOTENCY_HEADER]: 'encoded-retry-0001' },
        payload: { ...accepted(), firstName: 'Ana', lastName: 'Example', email: 'ana@example.com' },
      });
    const first = await start(`/public/trustly/payment-link/${uuid}`);
    expect(first.statusCode).toBe(200);
    // A static letter and one of the link's own (a decoded parameter) written another way.
    const plainPath = `/public/trustly/payment-link/${uuid}`;
    const uuidLetter = plainPath.length - 36 + uuid.search(/[a-f]/);
    for (const path of [encodeLetterAt(plainPath, 17), encodeLetterAt(plainPath, uuidLetter)]) {
      const retry = await start(path);
      expect(retry.headers['idempotent-replayed'], path).toBe('true');
      expect(retry.body).toBe(first.body);
    }
    expect(fake.calls.payments).toHaveLength(1);
  });
});
