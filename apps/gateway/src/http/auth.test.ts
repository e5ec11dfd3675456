import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH,
  paymentRequest,
  startTestGateway,
  TEST_API_KEY,
  TEST_WEBHOOK_SECRET,
} from '../testing/testGateway';
import type { TestGateway } from '../testing/testGateway';

describe('API key', () => {
  let gateway: TestGateway;
  beforeEach(async () => {
    gateway = await startTestGateway({ logLevel: 'trace' });
  });
  afterEach(() => gateway.close());

  const unauthorised = [
    ['no header', {}],
    ['a wrong key', { authorization: 'Bearer not-the-key-at-all-0000' }],
    ['the key with one character more', { authorization: `Bearer ${TEST_API_KEY}x` }],
    ['another scheme', { authorization: `Basic ${TEST_API_KEY}` }],
    ['an empty bearer', { authorization: 'Bearer ' }],
  ] as const;

  it.each(unauthorised)('answers 401 JSON with %s', async (_label, headers) => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers,
      payload: paymentRequest(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Missing or invalid API key',
    });
  });

  it('guards every /v1 route before looking at the body', async () => {
    for (const [method, url] of [
      ['GET', '/v1/payments/gp_abcdefghijkl'],
      ['POST', '/v1/sandbox/payments/gp_abcdefghijkl/settle'],
      ['POST', '/v1/payments'],
    ] as const) {
      const response = await gateway.app.inject({ method, url, payload: '{not json' });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lets the right key through', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: AUTH,
      payload: paymentRequest(),
    });
    expect(response.statusCode).toBe(201);
  });

  it('never writes the key or the webhook secret to the logs', async () => {
    await gateway.app.inject({ method: 'GET', url: '/v1/payments/gp_abcdefghijkl', headers: AUTH });
    await gateway.app.inject({
      method: 'GET',
      url: '/v1/payments/gp_abcdefghijkl',
      headers: { authorization: `Bearer ${TEST_API_KEY}-wrong` },
    });
    const logs = gateway.logs();
    expect(logs).toContain('/v1/payments/gp_abcdefghijkl');
    expect(logs).not.toContain(TEST_API_KEY);
    expect(logs).not.toContain(TEST_WEBHOOK_SECRET);
  });
});
