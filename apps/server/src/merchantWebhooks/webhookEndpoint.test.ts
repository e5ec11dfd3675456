import { describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp';

const call = (t: TestApp, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.inject({
    method,
    url,
    headers: { authorization: `Bearer ${t.apiKey}` },
    ...(payload ? { payload } : {}),
  });

describe('merchant API: /api/v1/webhooks/endpoint and /secret', () => {
  it('sets the URL, shows the first secret once, and stops webhooks with null', async () => {
    const t = await startTestApp();
    expect((await call(t, 'GET', '/api/v1/webhooks/endpoint')).json()).toEqual({
      url: null,
      hasSecret: false,
    });
    const first = await call(t, 'PUT', '/api/v1/webhooks/endpoint', {
      url: 'https://shop.example/hooks',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      url: 'https://shop.example/hooks',
      hasSecret: true,
      webhookSecret: expect.stringMatching(/^whsec_/),
    });
    const stored = await t.services.merchants.findById(t.merchant.id);
    expect(stored?.webhookSecret).toBe(first.json().webhookSecret);

    const moved = await call(t, 'PUT', '/api/v1/webhooks/endpoint', {
      url: 'https://shop.example/v2/hooks',
    });
    expect(moved.json()).toEqual({ url: 'https://shop.example/v2/hooks', hasSecret: true });
    expect((await call(t, 'GET', '/api/v1/webhooks/endpoint')).json()).toEqual({
      url: 'https://shop.example/v2/hooks',
      hasSecret: true,
    });

    const off = await call(t, 'PUT', '/api/v1/webhooks/endpoint', { url: null });
    expect(off.json()).toEqual({ url: null, hasSecret: true });
    // No URL: a link's news is not queued for anyone.
    const { uuid } = await t.createLink();
    await t.inject({
      method: 'POST',
      url: `/api/v1/payment-links/${uuid}/invalidate`,
      headers: { authorization: `Bearer ${t.apiKey}` },
    });
    expect(await t.services.merchantWebhooks.listForMerchant(t.merchant.id)).toEqual([]);
  });

  it('refuses a URL the operator’s rules refuse, naming body.url', async () => {
    const t = await startTestApp();
    for (const url of ['http://shop.example/hooks', 'not a url', 'https://user:pw@shop.example/']) {
      const response = await call(t, 'PUT', '/api/v1/webhooks/endpoint', { url });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([{ field: 'body.url', message: expect.any(String) }]);
    }
    const missing = await call(t, 'PUT', '/api/v1/webhooks/endpoint', {});
    expect(missing.json().fields[0].field).toBe('body.url');
    expect((await call(t, 'GET', '/api/v1/webhooks/endpoint')).json().url).toBeNull();
  });

  it('rotates the secret: shown once, the one deliveries are signed with from now on', async () => {
    const t = await startTestApp();
    const first = await call(t, 'PUT', '/api/v1/webhooks/endpoint', {
      url: 'https://shop.example/hooks',
    });
    const rotated = await call(t, 'POST', '/api/v1/webhooks/secret');
    expect(rotated.statusCode).toBe(201);
    const { webhookSecret } = rotated.json();
    expect(webhookSecret).toMatch(/^whsec_/);
    expect(webhookSecret).not.toBe(first.json().webhookSecret);
    // Deliveries read the secret from the store as they sign (merchantWebhookDelivery.ts).
    const stored = await t.services.merchants.findById(t.merchant.id);
    expect(stored?.webhookSecret).toBe(webhookSecret);
    const other = await t.services.merchants.findById(t.otherMerchant.id);
    expect(other?.webhookSecret).toBeNull();
  });
});
