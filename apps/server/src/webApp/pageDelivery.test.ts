import { decoded } from '../testing/decodedBody';
import { describe, expect, it } from 'vitest';
import { LINK_HINT_BLOCK_ID, RUNTIME_CONFIG_BLOCK_ID } from '@paypage/contract/pageData';
import { fakeGateway } from '../testing/fakeGateway';
import {
  FAKE_CARD_PAGE,
  FAKE_CARD_PAGE_INTEGRITY,
  FAKE_GERMAN_CATALOGUE,
  FAKE_RUNTIME,
  FAKE_PAGE_SCRIPT,
  startTestApp,
} from '../testing/testApp';

const BLOCK = new RegExp(
  `<script type="application/json" id="${RUNTIME_CONFIG_BLOCK_ID}">(.*?)</script>`,
);

describe('compression, chosen by Accept-Encoding', () => {
  const cases = [
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ] as const;

  it.each(cases)(
    'sends a built script as the build compressed it (%s → %s)',
    async (accept, encoding) => {
      const t = await startTestApp();
      const response = await t.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: accept ? { 'accept-encoding': accept } : {},
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(decoded(response)).toBe(FAKE_PAGE_SCRIPT);
    },
  );

  it.each(cases)('compresses API answers and pages (%s → %s)', async (accept, encoding) => {
    const t = await startTestApp();
    const { uuid } = await t.createLink({ description: 'A long description '.repeat(26) });
    const headers = accept ? { 'accept-encoding': accept } : {};
    const api = await t.inject({
      method: 'GET',
      url: `/public/payment-link/uuid/${uuid}`,
      headers,
    });
    expect(api.headers['content-encoding']).toBe(encoding);
    expect(JSON.parse(decoded(api)).uuid).toBe(uuid);
    for (const url of ['/session-not-found', `/uuid/${uuid}`]) {
      const page = await t.inject({ method: 'GET', url, headers });
      expect(page.headers['content-encoding'], url).toBe(encoding);
      expect(page.headers.vary, url).toContain('accept-encoding');
      expect(decoded(page), url).toContain('<title>Paypage</title>');
    }
  });
});

describe('caching', () => {
  it('keeps hashed files for a year, and asks again for the page and its config every time', async () => {
    const t = await startTestApp();
    const { uuid } = await t.createLink();
    const asset = await t.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', `/uuid/${uuid}`, `/uuid/${uuid}/card`]) {
      const page = await t.inject({ method: 'GET', url });
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    const config = await t.inject({ method: 'GET', url: '/config.json' });
    expect(config.headers['cache-control']).toBe('no-store');
    const api = await t.inject({ method: 'GET', url: `/public/payment-link/uuid/${uuid}` });
    expect(api.headers['cache-control']).toBe('no-store');
  });
});

const LINK_HINT = new RegExp(
  `<script type="application/json" id="${LINK_HINT_BLOCK_ID}">(.*?)</script>`,
);

describe("a link's page carries what it needs", () => {
  it('says whether the link has saved assets to fetch, so the page asks beside the link', async () => {
    const t = await startTestApp();
    const shopper = await t.createLink({ consumerReference: 'shopper-42' });
    const guest = await t.createLink();
    const hintOf = async (uuid: string) =>
      JSON.parse(
        LINK_HINT.exec((await t.inject({ method: 'GET', url: `/uuid/${uuid}/card` })).body)?.[1] ??
          'null',
      ) as unknown;
    expect(await hintOf(shopper.uuid)).toEqual({ uuid: shopper.uuid, savedAssets: true });
    expect(await hintOf(guest.uuid)).toEqual({ uuid: guest.uuid, savedAssets: false });
    // A link that can no longer be paid has no assets to show.
    const invalidated = await t.inject({
      method: 'POST',
      url: `/api/v1/payment-links/${shopper.uuid}/invalidate`,
      headers: { authorization: `Bearer ${t.apiKey}` },
    });
    expect(invalidated.statusCode).toBeLessThan(300);
    expect(await hintOf(shopper.uuid)).toEqual({ uuid: shopper.uuid, savedAssets: false });
    // Nothing for a link that does not exist, nor for a page about no link.
    expect(await hintOf('3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f')).toBeNull();
    expect((await t.inject({ method: 'GET', url: '/session-not-found' })).body).not.toMatch(
      LINK_HINT,
    );
  });

  it('holds the runtime config and a hint for the catalogue of the link’s language', async () => {
    const t = await startTestApp();
    const { uuid } = await t.createLink({ locale: 'de_AT' });
    const page = await t.inject({
      method: 'GET',
      url: `/uuid/${uuid}/card`,
      headers: { host: '127.0.0.1:9080' },
    });
    const html = page.body;
    expect(JSON.parse(BLOCK.exec(html)?.[1] ?? 'null')).toEqual({
      baseUrl: '/',
      appOrigin: 'http://127.0.0.1:9080',
      gppBaseUrl: `http://127.0.0.1:${t.config.gatewayPort}`,
    });
    expect(html).toContain(
      `<link rel="modulepreload" crossorigin href="${FAKE_GERMAN_CATALOGUE}">`,
    );
    // The card page's own chunk and styles, which it would otherwise fetch after the link; the
    // chunk's hint carries the integrity the import map pins, or the browser would fetch it again.
    expect(html).toContain(
      `<link rel="modulepreload" crossorigin href="${FAKE_CARD_PAGE.scripts[0]}" integrity="${FAKE_CARD_PAGE_INTEGRITY}">`,
    );
    expect(html).toContain(
      `<link rel="preload" as="style" crossorigin href="${FAKE_CARD_PAGE.styles[0]}">`,
    );
    // The built tags stay exactly as built; the additions come after them.
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script>',
    );
    expect(html.indexOf('/assets/index-abc123.js')).toBeLessThan(html.indexOf('application/json'));
    expect(String(page.headers['content-security-policy'])).not.toContain('unsafe-inline');
  });

  it('hints what the catalogue imports too, and a script both it and the page import once', async () => {
    const t = await startTestApp();
    const { uuid } = await t.createLink({ locale: 'de_DE' });
    const landing = (await t.inject({ method: 'GET', url: `/uuid/${uuid}` })).body;
    expect(landing).toContain(
      `<link rel="modulepreload" crossorigin href="${FAKE_GERMAN_CATALOGUE}">`,
    );
    expect(landing).toContain(`<link rel="modulepreload" crossorigin href="${FAKE_RUNTIME}">`);
    const card = (await t.inject({ method: 'GET', url: `/uuid/${uuid}/card` })).body;
    expect(card.split(`href="${FAKE_RUNTIME}"`)).toHaveLength(2);
    expect(card).toContain(`href="${FAKE_CARD_PAGE.scripts[0]}"`);
  });

  it('hints no catalogue for English, an unknown locale or an unknown link', async () => {
    const t = await startTestApp();
    const english = await t.createLink({ locale: 'en_GB' });
    const unknown = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
    for (const uuid of [english.uuid, unknown]) {
      const html = (await t.inject({ method: 'GET', url: `/uuid/${uuid}` })).body;
      expect(html).toMatch(BLOCK);
      expect(html).not.toContain('modulepreload');
    }
  });

  it('hints no files for a path the build named none for', async () => {
    const t = await startTestApp();
    const { uuid } = await t.createLink();
    for (const path of ['', '/paypal', '/constructor', '/__proto__', '/cards']) {
      const html = (await t.inject({ method: 'GET', url: `/uuid/${uuid}${path}` })).body;
      expect(html, path).toMatch(BLOCK);
      expect(html, path).not.toContain('preload');
    }
  });

  it('leaves a page about no link exactly as built', async () => {
    const t = await startTestApp();
    for (const url of ['/', '/session-not-found', '/uuid/not-a-uuid', '/pay-by-bank-result']) {
      const html = (await t.inject({ method: 'GET', url })).body;
      expect(html, url).not.toMatch(BLOCK);
      expect(html, url).not.toContain('modulepreload');
    }
  });

  it('escapes the config so no value can end the data block', async () => {
    const t = await startTestApp({ gppBaseUrl: 'https://gateway.example/</script><script>x' });
    const { uuid } = await t.createLink();
    const html = (await t.inject({ method: 'GET', url: `/uuid/${uuid}` })).body;
    // The built import map and script, and the two data blocks: no end tag from the value.
    expect(html.match(/<\/script>/g)).toHaveLength(4);
    expect(JSON.parse(BLOCK.exec(html)?.[1] ?? 'null').gppBaseUrl).toBe(
      'https://gateway.example/</script><script>x',
    );
  });
});

describe('CORS', () => {
  const pageOrigin = 'https://pay.shop.example';

  it('lets exactly the configured page origins call the public API', async () => {
    const t = await startTestApp({
      appOrigins: [pageOrigin, 'https://pay2.shop.example'],
      baseUrl: 'https://api.shop.example',
    });
    const { uuid } = await t.createLink();
    const url = `/public/payment-link/uuid/${uuid}`;
    const allowed = await t.inject({ method: 'GET', url, headers: { origin: pageOrigin } });
    expect(allowed.headers['access-control-allow-origin']).toBe(pageOrigin);
    expect(allowed.headers.vary).toContain('origin');
    const preflight = await t.inject({
      method: 'OPTIONS',
      url: `/public/card/payment-link/${uuid}`,
      headers: {
        origin: pageOrigin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-paypage-source',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(pageOrigin);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(preflight.headers['access-control-allow-headers']).toContain('x-paypage-source');
    expect(preflight.headers['access-control-allow-headers']).toContain('idempotency-key');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

    for (const origin of ['https://evil.example', 'https://pay.shop.example.evil.example']) {
      const refused = await t.inject({ method: 'GET', url, headers: { origin } });
      expect(refused.headers['access-control-allow-origin'], origin).toBeUndefined();
      const refusedPreflight = await t.inject({
        method: 'OPTIONS',
        url,
        headers: { origin, 'access-control-request-method': 'GET' },
      });
      expect(refusedPreflight.headers['access-control-allow-origin']).toBeUndefined();
    }
    // The merchant API is called by servers, never by a page.
    const merchantApi = await t.inject({
      method: 'GET',
      url: `/api/v1/payment-links/${uuid}`,
      headers: { origin: pageOrigin, authorization: `Bearer ${t.apiKey}` },
    });
    expect(merchantApi.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows no cross-origin call without configured page origins', async () => {
    const t = await startTestApp();
    const { uuid } = await t.createLink();
    const response = await t.inject({
      method: 'GET',
      url: `/public/payment-link/uuid/${uuid}`,
      headers: { origin: 'http://localhost:8080' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe("the page's origin, as the gateway is told it", () => {
  async function sessionOrigin(
    overrides: Parameters<typeof startTestApp>[0],
    headers: Record<string, string>,
  ) {
    const fake = fakeGateway();
    const t = await startTestApp(overrides, { gateway: fake.gateway });
    const { uuid } = await t.createLink();
    await t.inject({ method: 'POST', url: `/public/card/payment-link/${uuid}`, headers });
    return fake.calls.sessions[0]?.allowedOrigin;
  }

  it('is the origin the page was served at when none is configured', async () => {
    expect(
      await sessionOrigin({}, { host: '127.0.0.1:9080', origin: 'http://127.0.0.1:9080' }),
    ).toBe('http://127.0.0.1:9080');
    expect(
      await sessionOrigin({}, { host: 'localhost:9080', origin: 'http://localhost:9080' }),
    ).toBe('http://localhost:9080');
    // Behind a TLS proxy that keeps the Host, the Origin carries the scheme.
    expect(
      await sessionOrigin({}, { host: 'localhost:9443', origin: 'https://localhost:9443' }),
    ).toBe('https://localhost:9443');
    // A name the service does not trust (issue 25) is never taken: the service's own address.
    expect(
      await sessionOrigin({ port: 9080 }, { host: 'pay.example', origin: 'https://pay.example' }),
    ).toBe('http://localhost:9080');
    // Unless HOST names it: the demo listening at that one name.
    expect(
      await sessionOrigin(
        { host: 'pay.example' },
        { host: 'pay.example', origin: 'https://pay.example' },
      ),
    ).toBe('https://pay.example');
    // Another site's Origin is not taken for the page's.
    expect(
      await sessionOrigin({}, { host: 'localhost:9080', origin: 'https://evil.example' }),
    ).toBe('http://localhost:9080');
  });

  it('is always one of the configured origins when there are some', async () => {
    const appOrigins = ['https://pay.shop.example', 'https://checkout.shop.example'];
    expect(await sessionOrigin({ appOrigins }, { origin: 'https://checkout.shop.example' })).toBe(
      'https://checkout.shop.example',
    );
    expect(
      await sessionOrigin({ appOrigins }, { host: 'evil.example', origin: 'https://evil.example' }),
    ).toBe('https://pay.shop.example');
  });
});
