import { describe, expect, it } from 'vitest';
import { withinOneRateWindow } from './testing/clockPeriods';
import { startTestApp } from './testing/testApp';

describe('serving the page', () => {
  it('serves /config.json uncached with the configured origins', async () => {
    const t = await startTestApp({
      baseUrl: 'https://api.paypage.example',
      appOrigins: ['https://pay.paypage.example'],
      gppBaseUrl: 'https://gateway.paypage.example',
    });
    const response = await t.inject({ method: 'GET', url: '/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      baseUrl: 'https://api.paypage.example',
      appOrigin: 'https://pay.paypage.example',
      gppBaseUrl: 'https://gateway.paypage.example',
    });
  });

  it('without configured origins, tells the page the origin it is served at', async () => {
    // HOST names one more name the demo may be served at, besides the loopback ones.
    const t = await startTestApp({ gatewayPort: 9081, port: 9080, host: 'pay.internal' });
    for (const host of ['localhost:9080', '127.0.0.1:9080', '[::1]:9080', 'pay.internal:9080']) {
      const response = await t.inject({ method: 'GET', url: '/config.json', headers: { host } });
      expect(response.json(), host).toEqual({
        baseUrl: '/',
        appOrigin: `http://${host}`,
        gppBaseUrl: `http://${host.replace(':9080', ':9081')}`,
      });
    }
    // Any other Host is the client's word only (issue 25): the service's own address instead.
    const forged = await t.inject({
      method: 'GET',
      url: '/config.json',
      headers: { host: 'evil.example' },
    });
    expect(forged.json()).toMatchObject({
      appOrigin: 'http://localhost:9080',
      gppBaseUrl: 'http://localhost:9081',
    });
  });

  it('answers the page for every page route of SPEC §2, and JSON 404 for unknown API paths', async () => {
    const t = await startTestApp();
    const uuid = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
    for (const path of [
      '/',
      '/uuid',
      `/uuid/${uuid}`,
      `/uuid/${uuid}/card`,
      `/uuid/${uuid}/mid/7/success`,
      '/pay-by-bank-result',
      '/session-not-found',
      '/anything',
    ]) {
      const response = await t.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Paypage</title>');
    }
    for (const path of ['/public/nothing', '/api/v1/nothing', '/assets/missing.js']) {
      const response = await t.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.json().errorCode).toBe('NOT_FOUND');
    }
    const asset = await t.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it("lets only the link's merchant allow-list frame its page; the API may never be framed", async () => {
    const t = await startTestApp();
    const { uuid } = await t.createLink();
    const page = await t.inject({ method: 'GET', url: `/uuid/${uuid}/card` });
    const csp = String(page.headers['content-security-policy']);
    // Not the service's own origin: only the console's preview is framed by it (decision 0040).
    expect(csp).toContain('frame-ancestors https://shop.example;');
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    // No GPP_BASE_URL: the gateway on the page's host name (inject's Host is localhost:80).
    expect(csp).toContain(`frame-src http://localhost:${t.config.gatewayPort}`);
    // The API on the page's own origin needs no entry; only PayPal's fraud-data report leaves it.
    expect(csp).toContain(
      `connect-src 'self' http://localhost:${t.config.gatewayPort}/hosted/paypal/fraud-data;`,
    );

    const unknownLink = await t.inject({
      method: 'GET',
      url: '/uuid/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    });
    expect(String(unknownLink.headers['content-security-policy'])).toMatch(
      /frame-ancestors 'none';/,
    );

    const api = await t.inject({ method: 'GET', url: `/public/payment-link/uuid/${uuid}` });
    expect(api.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('sends HSTS, nosniff and a Referrer-Policy on every response', async () => {
    const t = await startTestApp();
    for (const url of ['/', '/config.json', '/healthz', '/public/nothing', '/docs/json']) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toContain('max-age=');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('publishes an OpenAPI document with the merchant and public routes', async () => {
    const t = await startTestApp();
    const response = await t.inject({ method: 'GET', url: '/docs/json' });
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/payment-links',
        '/api/v1/payment-links/{uuid}',
        '/api/v1/payment-links/{uuid}/invalidate',
        '/public/payment-link/uuid/{uuid}',
        '/public/payment-link/{uuid}/assets',
        '/public/payment-link/{uuid}/asset/{assetId}/type/{type}',
        '/public/asset/event',
        '/public/transaction/event/{id}',
        '/public/payment-link/uuid/{uuid}/user-redirect',
      ]),
    );
    const docsPage = await t.inject({ method: 'GET', url: '/docs/' });
    expect(docsPage.statusCode).toBe(200);
    expect(String(docsPage.headers['content-security-policy'])).not.toContain('unsafe-inline');
  });
});

describe('protecting the service', () => {
  it('answers 429 with RATE_LIMITED past the limit', async () => {
    const t = await startTestApp({ rateLimitPerMinute: 3 });
    await withinOneRateWindow();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await t.inject({ method: 'GET', url: '/config.json' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await t.inject({ method: 'GET', url: '/config.json' });
    expect(limited.json().errorCode).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('never lets internals out in a 5xx, and the process keeps serving', async () => {
    const t = await startTestApp();
    t.app.get('/boom', async () => {
      throw new Error('SELECT * FROM secrets at /srv/paypage/db.ts:12');
    });
    const response = await t.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      errorCode: 'INTERNAL_ERROR',
      message: 'Internal error',
    });
    expect((await t.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
  });

  it('keeps API keys and signatures out of the logs', async () => {
    const lines: string[] = [];
    const logStream = {
      write: (line: string) => lines.push(line),
    } as unknown as NodeJS.WritableStream;
    const t = await startTestApp({ logLevel: 'info' }, { logStream });
    await t.createLink();
    await t.inject({
      method: 'POST',
      url: '/webhooks/gateway',
      headers: { 'paypage-signature': 't=1,v1=deadbeef', 'content-type': 'application/json' },
      payload: '{}',
    });
    const log = lines.join('\n');
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(t.apiKey);
    expect(log).not.toContain('deadbeef');
  });
});
