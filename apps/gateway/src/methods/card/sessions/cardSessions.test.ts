import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GatewayCardSessionSchema } from '@paypage/contract/cardPayments';
import Value from 'typebox/value';
import { findCardSession } from './cardSessionsRepository';
import { PAGE_ORIGIN } from '../../../testing/cardHelpers';
import { AUTH, startTestGateway } from '../../../testing/testGateway';
import type { TestGateway } from '../../../testing/testGateway';

describe('POST /v1/card-sessions', () => {
  let gateway: TestGateway;
  beforeEach(async () => {
    gateway = await startTestGateway();
  });
  afterEach(() => gateway.close());

  const post = (payload: unknown, headers: Record<string, string> = AUTH) =>
    gateway.app.inject({
      method: 'POST',
      url: '/v1/card-sessions',
      headers,
      payload: payload as object,
    });

  it('opens a session for 30 minutes and keeps its origin, locale and theme', async () => {
    const before = Date.now();
    const response = await post({
      reference: '3f2b8c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
      allowedOrigin: PAGE_ORIGIN,
      locale: 'de_DE',
      theme: { primary: '#ff0000' },
    });
    expect(response.statusCode).toBe(201);
    const session = response.json();
    expect(Value.Check(GatewayCardSessionSchema, session)).toBe(true);
    expect(session).toEqual({
      token: expect.stringMatching(/^cs_[A-Za-z0-9_-]{22}$/),
      integrationId: 'sandbox-hosted-card-form',
      expiresAt: expect.any(String),
    });
    // 30 minutes from the moment the gateway answered: between the request and its answer, however
    // slow a busy machine is.
    const after = Date.now();
    const expiresAt = Date.parse(session.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * 60_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(after + 30 * 60_000 + 1000);

    expect(await findCardSession(gateway.db, session.token)).toMatchObject({
      reference: '3f2b8c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
      allowedOrigin: PAGE_ORIGIN,
      locale: 'de_DE',
      theme: { primary: '#ff0000' },
    });
  });

  it('keeps only the origin of the allowed origin', async () => {
    const response = await post({
      reference: 'r',
      allowedOrigin: 'https://shop.example:8443/pay?x=1',
    });
    const stored = await findCardSession(gateway.db, response.json().token);
    expect(stored?.allowedOrigin).toBe('https://shop.example:8443');
  });

  it('gives every session its own token', async () => {
    const tokens = await Promise.all(
      [1, 2, 3].map(
        async () => (await post({ reference: 'r', allowedOrigin: PAGE_ORIGIN })).json().token,
      ),
    );
    expect(new Set(tokens).size).toBe(3);
  });

  it.each([
    ['no header', {}],
    ['a wrong key', { authorization: 'Bearer not-the-key-at-all-0000' }],
  ])('answers 401 with %s', async (_label, headers) => {
    const response = await post({ reference: 'r', allowedOrigin: PAGE_ORIGIN }, headers);
    expect(response.statusCode).toBe(401);
  });

  it('reports every missing field', async () => {
    const response = await post({});
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .fields.map((field: { field: string }) => field.field)
        .sort(),
    ).toEqual(['/allowedOrigin', '/reference']);
  });

  it.each([
    ['an allowed origin that is no URL', { allowedOrigin: 'localhost' }, '/allowedOrigin'],
    [
      'an allowed origin that is not http(s)',
      { allowedOrigin: 'javascript:alert(1)' },
      '/allowedOrigin',
    ],
    ['a theme colour that is not #rrggbb', { theme: { primary: 'red' } }, '/theme/primary'],
    ['an unknown theme colour', { theme: { sparkle: '#ffffff' } }, '/theme/sparkle'],
    ['a locale over 16 characters', { locale: 'x'.repeat(17) }, '/locale'],
    ['an unknown field', { amount: 100 }, '/amount'],
  ])('rejects %s', async (_label, overrides, field) => {
    const response = await post({ reference: 'r', allowedOrigin: PAGE_ORIGIN, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field, message: expect.any(String) }]);
  });
});
