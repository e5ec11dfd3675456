import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH, paymentRequest, startTestGateway } from '../testing/testGateway';
import type { TestGateway } from '../testing/testGateway';

describe('error answers', () => {
  let gateway: TestGateway;
  beforeEach(async () => {
    gateway = await startTestGateway();
  });
  afterEach(() => gateway.close());

  const postRaw = (payload: string, contentType = 'application/json') =>
    gateway.app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: { ...AUTH, 'content-type': contentType },
      payload,
    });

  it('answers 400 JSON to malformed JSON', async () => {
    const response = await postRaw('{"reference": "r1",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Malformed JSON body',
    });
  });

  it('answers 413 to a body over 64 KiB', async () => {
    const payload = JSON.stringify({ ...paymentRequest(), locale: 'x'.repeat(64 * 1024) });
    const response = await postRaw(payload);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('answers 415 to a body that is not JSON', async () => {
    const response = await postRaw('reference=r1', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ statusCode: 415 });
  });

  it('answers 404 JSON to an unknown route', async () => {
    const response = await gateway.app.inject({ url: '/v1/refunds', headers: AUTH });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('answers a generic 500 and logs the cause', async () => {
    // A closed store makes every query throw, like a broken disk would.
    await gateway.db.destroy();
    const response = await gateway.app.inject({
      url: '/v1/payments/gp_abcdefghijkl',
      headers: AUTH,
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal error',
    });
    expect(gateway.logs()).toContain('request failed');
  });
});
