import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayPayment } from '@paypage/contract/gatewayApi';
import { AUTH, paymentRequest, startTestGateway, type TestGateway } from '../testing/testGateway';
import {
  DEVICE,
  fingerprintOf,
  futureExpiry,
  openCardSession,
  postForm,
} from '../testing/cardHelpers';

function decoded(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.rawPayload.toString('utf8');
}

const source = (name: string) =>
  readFileSync(new URL(`../hosted/assets/${name}`, import.meta.url), 'utf8');

describe('what the gateway sends browsers', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway();
  });
  afterAll(() => gateway.close());

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=1', 'gzip'],
    ['identity', undefined],
  ])(
    'sends the hosted scripts compressed as Accept-Encoding allows (%s → %s)',
    async (accept, encoding) => {
      for (const name of ['cardForm.js', 'cardForm.css']) {
        const response = await gateway.app.inject({
          url: `/hosted/assets/${name}`,
          headers: { 'accept-encoding': accept },
        });
        expect(response.headers['content-encoding'], name).toBe(encoding);
        expect(response.headers.vary, name).toContain('accept-encoding');
        expect(decoded(response).length, name).toBeGreaterThan(100);
      }
    },
  );

  it('minifies the hosted scripts and stylesheets', async () => {
    for (const name of ['cardForm.js', 'cardRules.js', 'cardForm.css', 'threeDSecure.css']) {
      const served = (await gateway.app.inject({ url: `/hosted/assets/${name}` })).body;
      expect(served.length, name).toBeLessThan(source(name).length * 0.8);
      expect(served, name).not.toMatch(/\/\*\*|^\s*\/\//m);
    }
  });

  it('compresses the hosted card form and the API answers', async () => {
    const session = await openCardSession(gateway);
    const form = await gateway.app.inject({
      url: `/hosted/card-form?token=${session.token}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(form.statusCode).toBe(200);
    expect(form.headers['content-encoding']).toBe('gzip');
    expect(decoded(form)).toContain('<form');
    const home = await gateway.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(home.headers['content-encoding']).toBe('br');
  });
});

describe('the address browsers reach the gateway at, without GPP_BASE_URL', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({ publicBaseUrl: undefined, port: 9081 });
  });
  afterAll(() => gateway.close());

  async function tokeniseAt(host: string): Promise<number> {
    const session = await openCardSession(gateway, { allowedOrigin: `http://${host}:9080` });
    const response = await gateway.app.inject({
      method: 'POST',
      url: `/hosted/card-sessions/${session.token}/cards`,
      headers: { host: `${host}:9081`, origin: `http://${host}:9081` },
      payload: { number: '4242424242424242', expiry: futureExpiry(), cvc: '123', holder: 'Ana' },
    });
    return response.statusCode;
  }

  it('takes cards from its own form at whatever name the browser used', async () => {
    expect(await tokeniseAt('127.0.0.1')).toBe(201);
    expect(await tokeniseAt('localhost')).toBe(201);
    const session = await openCardSession(gateway);
    const foreign = await gateway.app.inject({
      method: 'POST',
      url: `/hosted/card-sessions/${session.token}/cards`,
      headers: { host: 'localhost:9081', origin: 'http://127.0.0.1:9081' },
      payload: { number: '4242424242424242', expiry: futureExpiry(), cvc: '123', holder: 'Ana' },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it("names the 3-D Secure frames on the paying page's host name", async () => {
    const session = await openCardSession(gateway, { allowedOrigin: 'http://127.0.0.1:9080' });
    const token = await gateway.app.inject({
      method: 'POST',
      url: `/hosted/card-sessions/${session.token}/cards`,
      headers: { host: '127.0.0.1:9081', origin: 'http://127.0.0.1:9081' },
      payload: { number: '4000000000003113', expiry: futureExpiry(), cvc: '123', holder: 'Ana' },
    });
    const cardToken = token.json<{ cardToken: string }>().cardToken;
    const payment = await gateway.app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: AUTH,
      payload: paymentRequest({
        method: 'CARD',
        card: {
          cardToken,
          transactionType: 'preauthAndCapture',
          deviceInformation: DEVICE,
          allowedOrigin: 'http://127.0.0.1:9080',
        },
      }),
    });
    const fingerprint = fingerprintOf(payment.json<GatewayPayment>());
    expect(fingerprint.threeDSMethodUrl).toBe('http://127.0.0.1:9081/3ds/method');
    expect(fingerprint.threeDSMethodNotificationURL).toBe(
      'http://127.0.0.1:9081/3ds/method-notification',
    );
    // The method frame accepts exactly the notification address it handed out.
    const method = await postForm(gateway, '/3ds/method', {
      threeDSMethodData: Buffer.from(
        JSON.stringify({
          threeDSServerTransID: fingerprint.threeDSServerTransID,
          threeDSMethodNotificationURL: fingerprint.threeDSMethodNotificationURL,
        }),
      ).toString('base64url'),
    });
    expect(method.statusCode).toBe(200);
    expect(method.body).toContain('action="http://127.0.0.1:9081/3ds/method-notification"');
  });

  it('shows its home page with the address it was asked at', async () => {
    const home = await gateway.app.inject({ url: '/', headers: { host: '127.0.0.1:9081' } });
    expect(home.body).toContain('http://127.0.0.1:9081');
    expect(home.body).not.toContain('localhost:9081');
  });
});
